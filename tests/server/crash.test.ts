import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from './support/purchase-helpers.ts';
import { copyPgliteTemplate } from './support/test-database.ts';

// The process npm start runs once the app is built: killed with SIGKILL, it gets no chance to tidy up.
const MAIN = path.resolve(import.meta.dirname, '../../server/main.ts');
const PRODUCT = 'lens-mug';
// The load is one customer's tabs: the shop's per-account limits (3 unpaid orders) would stop it.
const ONE_CUSTOMER_MANY_ORDERS = { ORDER_UNPAID_LIMIT: '100000', ORDER_HELD_UNITS_LIMIT: '1000000' };

interface Running {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly output: string[];
}

function startMain(dataDir: string): Promise<Running> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir, DATABASE_URL: '', ...ONE_CUSTOMER_MANY_ORDERS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output.join(''))?.[1];
      if (port) resolve({ child, baseUrl: `http://127.0.0.1:${port}/api/v1`, output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output.join('')}`)));
  });
}

/** Asks the server to stop and resolves once it has exited (at once when it already has). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely; other tests check shapes
async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: response.status, body: await response.json() };
}

describe('nothing lost on a crash', () => {
  let dataDir: string;
  let restarted: Running | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-shop-crash-'));
    // The shop as a first start leaves it (tests/server/restart.test.ts starts from nothing), so
    // the time goes into the load and the crash, not into creating the database.
    await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  });

  afterAll(async () => {
    // The data directory goes only once the server has let go of it: wait for its exit, not a guess.
    if (restarted) await stop(restarted.child);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and its stock after SIGKILL mid-load, and restarts without repair', async () => {
    const first = await startMain(dataDir);
    const login = await json(`${first.baseUrl}/user/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }),
    });
    const auth = { authorization: `Bearer ${login.body.token}` };
    const stockBefore = (await json(`${first.baseUrl}/product/single/${PRODUCT}`)).body.product.stock as number;
    const existing = new Set(
      ((await json(`${first.baseUrl}/order/my-orders?limit=100`, { headers: auth })).body.orders as { _id: string }[]).map(
        (order) => order._id,
      ),
    );
    const acknowledged: string[] = [];
    let killed = false;
    // Resolves when the tenth acknowledgement arrives: the moment to pull the plug.
    let tenthAcknowledged: () => void = () => {};
    const tenAcknowledged = new Promise<void>((resolve) => (tenthAcknowledged = resolve));
    const body = JSON.stringify(orderBody([{ productId: PRODUCT, quantity: 1 }]));
    // Eight customers' tabs ordering at once until the server dies under them.
    const worker = async () => {
      while (!killed) {
        try {
          const answer = await json(`${first.baseUrl}/order/create`, { method: 'POST', headers: auth, body });
          if (answer.status === 201) acknowledged.push(answer.body.order._id as string);
          if (acknowledged.length >= 10) tenthAcknowledged();
        } catch {
          return;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await Promise.race([tenAcknowledged, load]);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all([load, exited]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    restarted = await startMain(dataDir);
    expect(restarted.output.join('')).not.toMatch(/error|repair|recover/i);
    const again = await json(`${restarted.baseUrl}/user/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }),
    });
    const token = { authorization: `Bearer ${again.body.token}` };
    for (const id of acknowledged) expect((await json(`${restarted.baseUrl}/order/${id}`, { headers: token })).status, id).toBe(200);
    type Order = { _id: string; status: string; items: { productId: string; quantity: number }[] };
    const mine = (await json(`${restarted.baseUrl}/order/my-orders?limit=100`, { headers: token })).body.orders as Order[];
    const placedInTheLoad = mine.filter((order) => !existing.has(order._id));
    expect(placedInTheLoad.map((order) => order._id)).toEqual(expect.arrayContaining(acknowledged));
    // Stock adds up: what left the shelf is exactly what the surviving orders hold, none half-written.
    const held = placedInTheLoad
      .filter((order) => order.status !== 'cancelled')
      .flatMap((order) => order.items)
      .reduce((sum, item) => sum + (item.productId === PRODUCT ? item.quantity : 0), 0);
    const stockAfter = (await json(`${restarted.baseUrl}/product/single/${PRODUCT}`)).body.product.stock as number;
    expect(stockBefore - stockAfter).toBe(held);
    expect(placedInTheLoad.every((order) => order.items.length === 1)).toBe(true);
  }, 120_000);
});
