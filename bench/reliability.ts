// npm run bench:reliability: the reliability figures. Starts the reference server over HTTP on a
// fresh DATA_DIR (PGlite), then: the conformance kit against it; the last 5 units under 200 concurrent
// orders; orders/s held over BENCH_SECONDS with 16 requests in flight and no oversell; 5,000 generated
// malformed requests; a product read's p95 beside a reset-password flood, cache-busting searches and a
// 1,000-line order; and a SIGKILL mid-load followed by a restart on the same DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runKit } from '../contract-kit/kit.ts';
import { operations } from '../contract-kit/contract-checker.ts';
import { concretePath, malformedBodies } from '../contract-kit/negatives.ts';
import { runFlood } from './support/flood.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The order rows are one customer's traffic: the shop's per-account limits (3 unpaid orders,
// 50 units held) would refuse all but the first few, so the spawned server gets roomy ones.
process.env.ORDER_UNPAID_LIMIT ??= '100000';
process.env.ORDER_HELD_UNITS_LIMIT ??= '1000000';
// The site's public origin as the server is told it; payment callbacks must point there.
const SITE = 'http://shop.bench';
const MAIN = path.resolve(import.meta.dirname, '../server/main.ts');
const ADDRESS = {
  fullName: 'Bench Buyer',
  address: '1 Marina',
  city: 'Lagos Island',
  state: 'Lagos',
  zipCode: '101001',
  phone: '0803 000 0000',
};
const orderFor = (productId: string) =>
  JSON.stringify({
    items: [{ productId, quantity: 1 }],
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    paymentMethod: 'paystack',
    shippingMethod: 'standard',
  });

function start(dataDir: string): Promise<{ kill: (signal: NodeJS.Signals) => Promise<void>; api: string; origin: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DIST_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: SITE, PAYMENTS: 'sandbox' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port)
        resolve({
          api: `http://127.0.0.1:${port}/api/v1`,
          origin: `http://localhost:${port}`,
          kill: async (signal) => {
            child.kill(signal);
            await exited;
          },
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

async function post(
  url: string,
  body: string,
  token?: string,
): Promise<{ status: number; json: { order?: { _id: string }; token?: string } }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as { order?: { _id: string }; token?: string } };
}

async function stockOf(api: string, id: string): Promise<number> {
  return ((await (await fetch(`${api}/product/single/${id}`)).json()) as { product: { stock: number } }).product.stock;
}

/** One shopper reading a product page's data, one read after another, for as long as `load` runs. */
async function productReadsDuring(api: string, load: () => Promise<void>): Promise<{ p95: number; samples: number }> {
  let running = true;
  const loading = load().finally(() => (running = false));
  const times: number[] = [];
  while (running || times.length < 20) {
    const started = performance.now();
    await (await fetch(`${api}/product/single/lens-mug`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  await loading;
  times.sort((a, b) => a - b);
  return { p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0, samples: times.length };
}

const verdict = (p95: number) => (p95 < 50 ? 'under 50 ms' : 'OVER 50 ms');
const statusCounts = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-reliability-'));
const figures: [string, string][] = [];
try {
  let server = await start(dataDir);
  const studioKey = (await readFile(path.join(dataDir, 'studio-operator.key'), 'utf8')).trim();
  const kit = await runKit({ baseUrl: server.origin, outboxDir: path.join(dataDir, 'outbox'), studioKey, siteUrl: SITE });
  if (kit.failed > 0) console.log(kit.table());
  figures.push(['conformance kit checks passed', `${kit.checks - kit.failed} of ${kit.checks} over ${kit.rows.size} operations`]);

  const token =
    (await post(`${server.api}/user/login`, JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }))).json.token ?? '';

  // Orders/s held: 16 in flight for SECONDS on a product with its real stock; sells stop at 0.
  const product = 'lens-mug';
  const before = await stockOf(server.api, product);
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < until) {
        const { status } = await post(`${server.api}/order/create`, orderFor(product), token);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  const sold = statuses.get(201) ?? 0;
  const after = await stockOf(server.api, product);
  figures.push(['order calls answered per second (16 in flight)', (answered / SECONDS).toFixed(1)]);
  figures.push([
    'orders sold / refused / 5xx',
    `${sold} / ${answered - sold - [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)} / ${[...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)}`,
  ]);
  figures.push([
    'stock before - after = sold (no oversell)',
    `${before} - ${after} = ${before - after} (${before - after === sold && after >= 0 ? 'holds' : 'BROKEN'})`,
  ]);

  // 5,000 malformed requests.
  let tried = 0;
  let fiveXX = 0;
  for (let seed = 1; tried < 5000; seed++) {
    for (const operation of operations.filter((o) => o.requestBody?.content['application/json'] && !o.path.startsWith('/studio/'))) {
      for (const malformed of malformedBodies(operation, seed, 2)) {
        if (tried >= 5000 || (seed > 1 && (malformed.raw?.length ?? 0) > 1000)) continue;
        tried += 1;
        const response = await fetch(`${server.api}${concretePath(operation)}`, {
          method: operation.method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: malformed.raw ?? JSON.stringify(malformed.body),
        });
        await response.arrayBuffer();
        if (response.status >= 500) fiveXX += 1;
      }
    }
  }
  const healthy = (await fetch(`${server.api}/health`)).status === 200;
  figures.push(['malformed inputs tried / answered 5xx / healthy after', `${tried} / ${fiveXX} / ${healthy ? 'yes' : 'NO'}`]);

  // Hostile load, each beside one shopper reading a product: the read's p95 must stay under 50 ms.
  const quiet = await productReadsDuring(server.api, async () => new Promise((r) => setTimeout(r, SECONDS * 1000)));
  figures.push(['product read p95, nothing else running', `${quiet.p95.toFixed(1)} ms over ${quiet.samples} reads`]);

  let resets = new Map<number, number>();
  const flood = await productReadsDuring(server.api, async () => {
    resets = await runFlood({ kind: 'reset-password', api: server.api, inFlight: 20, seconds: SECONDS });
  });
  figures.push([
    'reset-password flood (20 in flight, bogus tokens)',
    `product read p95 ${flood.p95.toFixed(1)} ms (${verdict(flood.p95)}); resets answered ${statusCounts(resets)}`,
  ]);

  let searches = new Map<number, number>();
  const busting = await productReadsDuring(server.api, async () => {
    searches = await runFlood({ kind: 'cache-busting-search', api: server.api, inFlight: 20, seconds: SECONDS });
  });
  figures.push([
    'cache-busting fuzzy searches (20 in flight)',
    `product read p95 ${busting.p95.toFixed(1)} ms (${verdict(busting.p95)}); searches answered ${statusCounts(searches)}`,
  ]);

  // Lines spread over the products in stock without options, so the order is one a shop could fill.
  const listed = (await (await fetch(`${server.api}/product/list?inStock=true&limit=100`)).json()) as {
    products: { _id: string; stock: number; variants?: unknown[] }[];
  };
  const stocked = listed.products
    .filter((product) => product.stock > 0 && (product.variants?.length ?? 0) === 0)
    .map((product) => product._id);
  const lines = Array.from({ length: 1000 }, (_, index) => ({ productId: stocked[index % stocked.length] ?? 'lens-mug', quantity: 1 }));
  const bigOrder = JSON.stringify({
    items: lines,
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    paymentMethod: 'paystack',
    shippingMethod: 'standard',
  });
  let bigOrderAnswer = '';
  const oneBig = await productReadsDuring(server.api, async () => {
    const started = performance.now();
    const { status } = await post(`${server.api}/order/create`, bigOrder, token);
    bigOrderAnswer = `${status} in ${(performance.now() - started).toFixed(0)} ms`;
  });
  figures.push([
    'one 1,000-line order',
    `product read p95 ${oneBig.p95.toFixed(1)} ms (${verdict(oneBig.p95)}); the order answered ${bigOrderAnswer}`,
  ]);

  // A SIGKILL under load, then a restart on the same DATA_DIR.
  const acknowledged: string[] = [];
  let stop = false;
  const load = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (!stop) {
        try {
          const answer = await post(`${server.api}/order/create`, orderFor('lens-cleaning-kit'), token);
          if (answer.status === 201 && answer.json.order) acknowledged.push(answer.json.order._id);
        } catch {
          return;
        }
      }
    }),
  );
  const killAt = Date.now() + 5000;
  while (acknowledged.length < 5 && Date.now() < killAt) await new Promise((r) => setTimeout(r, 10));
  stop = true;
  await server.kill('SIGKILL');
  await load;
  server = await start(dataDir);
  const again =
    (await post(`${server.api}/user/login`, JSON.stringify({ email: 'demo@studio-shop.local', password: 'Demo1234' }))).json.token ?? '';
  let kept = 0;
  for (const id of acknowledged)
    if ((await fetch(`${server.api}/order/${id}`, { headers: { authorization: `Bearer ${again}` } })).status === 200) kept += 1;
  figures.push(['SIGKILL mid-load: acknowledged orders kept after restart', `${kept} of ${acknowledged.length}`]);
  await server.kill('SIGTERM');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const width = Math.max(...figures.map(([name]) => name.length));
console.log(`Reliability on ${process.platform} (PGlite, over HTTP), ${new Date().toISOString()}`);
for (const [name, value] of figures) console.log(`${name.padEnd(width)}  ${value}`);
