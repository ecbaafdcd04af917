// npm run bench:reliability: the reliability figures. Starts the reference server over HTTP on a
// fresh DATA_DIR (PGlite), then: the conformance kit against it; the last 5 units under 200 concurrent
// orders; orders/s held over BENCH_SECONDS with 16 requests in flight and no oversell; 5,000 generated
// malformed requests; and a SIGKILL mid-load followed by a restart on the same DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runKit } from '../contract-kit/kit.ts';
import { operations } from '../contract-kit/contract-checker.ts';
import { concretePath, malformedBodies } from '../contract-kit/negatives.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The order rows are one customer's traffic: the shop's per-account limits (3 unpaid orders,
// 50 units held) would refuse all but the first few, so the spawned server gets roomy ones.
process.env.ORDER_UNPAID_LIMIT ??= '100000';
process.env.ORDER_HELD_UNITS_LIMIT ??= '1000000';
// The site's public origin as the server is told it; payment callbacks must point there.
const SITE = 'http://shop.bench';
const MAIN = path.resolve(import.meta.dirname, '../server/main.ts');
const ADDRESS = { fullName: 'Bench Buyer', address: '1 Marina', city: 'Lagos Island', state: 'Lagos', zipCode: '101001', phone: '0803 000 0000' };
const orderFor = (productId: string) => JSON.stringify({ items: [{ productId, quantity: 1 }], shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethod: 'paystack', shippingMethod: 'standard' });

function start(dataDir: string): Promise<{ kill: (signal: NodeJS.Signals) => Promise<void>; api: string; origin: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: SITE }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ api: `http://127.0.0.1:${port}/api/v1`, origin: `http://localhost:${port}`, kill: async (signal) => { child.kill(signal); await exited; } });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

async function post(url: string, body: string, token?: string): Promise<{ status: number; json: { order?: { _id: string }; token?: string } }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as { order?: { _id: string }; token?: string } };
}

async function stockOf(api: string, id: string): Promise<number> {
  return ((await (await fetch(`${api}/product/single/${id}`)).json()) as { product: { stock: number } }).product.stock;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-reliability-'));
const figures: [string, string][] = [];
try {
  let server = await start(dataDir);
  const studioKey = (await readFile(path.join(dataDir, 'studio-operator.key'), 'utf8')).trim();
  const kit = await runKit({ baseUrl: server.origin, outboxDir: path.join(dataDir, 'outbox'), studioKey, siteUrl: SITE });
  if (kit.failed > 0) console.log(kit.table());
  figures.push(['conformance kit checks passed', `${kit.checks - kit.failed} of ${kit.checks} over ${kit.rows.size} operations`]);

  const token = (await post(`${server.api}/user/login`, JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }))).json.token ?? '';

  // Orders/s held: 16 in flight for SECONDS on a product with its real stock; sells stop at 0.
  const product = 'lens-mug';
  const before = await stockOf(server.api, product);
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (Date.now() < until) {
      const { status } = await post(`${server.api}/order/create`, orderFor(product), token);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }));
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  const sold = statuses.get(201) ?? 0;
  const after = await stockOf(server.api, product);
  figures.push(['order calls answered per second (16 in flight)', (answered / SECONDS).toFixed(1)]);
  figures.push(['orders sold / refused / 5xx', `${sold} / ${answered - sold - [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)} / ${[...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)}`]);
  figures.push(['stock before - after = sold (no oversell)', `${before} - ${after} = ${before - after} (${before - after === sold && after >= 0 ? 'holds' : 'BROKEN'})`]);

  // 5,000 malformed requests.
  let tried = 0;
  let fiveXX = 0;
  for (let seed = 1; tried < 5000; seed++) {
    for (const operation of operations.filter((o) => o.requestBody?.content['application/json'] && !o.path.startsWith('/studio/'))) {
      for (const malformed of malformedBodies(operation, seed, 2)) {
        if (tried >= 5000 || (seed > 1 && (malformed.raw?.length ?? 0) > 1000)) continue;
        tried += 1;
        const response = await fetch(`${server.api}${concretePath(operation)}`, { method: operation.method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: malformed.raw ?? JSON.stringify(malformed.body) });
        await response.arrayBuffer();
        if (response.status >= 500) fiveXX += 1;
      }
    }
  }
  const healthy = (await fetch(`${server.api}/health`)).status === 200;
  figures.push(['malformed inputs tried / answered 5xx / healthy after', `${tried} / ${fiveXX} / ${healthy ? 'yes' : 'NO'}`]);

  // A SIGKILL under load, then a restart on the same DATA_DIR.
  const acknowledged: string[] = [];
  let stop = false;
  const load = Promise.all(Array.from({ length: 8 }, async () => {
    while (!stop) {
      try {
        const answer = await post(`${server.api}/order/create`, orderFor('lens-cleaning-kit'), token);
        if (answer.status === 201 && answer.json.order) acknowledged.push(answer.json.order._id);
      } catch {
        return;
      }
    }
  }));
  const killAt = Date.now() + 5000;
  while (acknowledged.length < 5 && Date.now() < killAt) await new Promise((r) => setTimeout(r, 10));
  stop = true;
  await server.kill('SIGKILL');
  await load;
  server = await start(dataDir);
  const again = (await post(`${server.api}/user/login`, JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }))).json.token ?? '';
  let kept = 0;
  for (const id of acknowledged) if ((await fetch(`${server.api}/order/${id}`, { headers: { authorization: `Bearer ${again}` } })).status === 200) kept += 1;
  figures.push(['SIGKILL mid-load: acknowledged orders kept after restart', `${kept} of ${acknowledged.length}`]);
  await server.kill('SIGTERM');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...figures.map(([name]) => name.length));
console.log(`Reliability on ${process.platform} (PGlite, over HTTP), ${new Date().toISOString()}`);
for (const [name, value] of figures) console.log(`${name.padEnd(width)}  ${value}`);
