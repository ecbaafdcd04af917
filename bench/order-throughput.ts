// npm run bench: POST /api/v1/order/create throughput (orders/s) on the embedded database (PGlite),
// one customer ordering from a product with plenty of stock, at 1, 10 and 50 requests in flight.
// Each order prices its line from the database and reserves stock in its own transaction.
// In process (app.request, no sockets), on a fresh migrated and seeded data directory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { CATALOGUE_CACHE, ResponseCache } from '../server/catalogue/response-cache.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteThreadDatabase } from '../server/db/pglite-thread-database.ts';
import { outboxMailer } from '../server/mail/outbox-mailer.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../server/orders/purchase-settings.ts';
import { systemClock } from '../server/platform/clock.ts';
import { DEMO_CUSTOMER, seedDemoShop } from '../server/seed/demo-shop.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IN_FLIGHT = [1, 10, 50];
const ORDER = {
  items: [{ productId: 'lens-mug', quantity: 1 }],
  shippingAddress: {
    fullName: 'Bench Buyer',
    address: '1 Marina',
    city: 'Lagos Island',
    state: 'Lagos',
    zipCode: '101001',
    phone: '0803 000 0000',
  },
  billingAddress: {
    fullName: 'Bench Buyer',
    address: '1 Marina',
    city: 'Lagos Island',
    state: 'Lagos',
    zipCode: '101001',
    phone: '0803 000 0000',
  },
  paymentMethod: 'paystack',
  shippingMethod: 'standard',
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-orders-'));
const db = await openPgliteThreadDatabase(dataDir);
await migrate(db);
await db.transaction(seedDemoShop);
await db.query("update products set stock = 10000000 where id = 'lens-mug'");
const log = { info: () => undefined, error: (line: string, error: unknown) => console.error(line, error) };
const app = createApp({
  distDir: dataDir,
  version: 'bench',
  db,
  mailer: outboxMailer(db, systemClock, log),
  clock: systemClock,
  log,
  publicUrl: 'http://localhost',
  catalogueCache: new ResponseCache<string>(CATALOGUE_CACHE),
  // One customer places every order: the shop's per-account limits (3 unpaid orders) would refuse the rest.
  purchase: { ...DEFAULT_PURCHASE_SETTINGS, holdLimits: { unpaidOrders: 1_000_000, heldUnits: 10_000_000 } },
});
const login = await app.request('/api/v1/user/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
});
const { token } = (await login.json()) as { token: string };
const request = () =>
  app.request('/api/v1/order/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(ORDER),
  });

async function measure(inFlight: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let created = 0;
  let failed = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 201) created += 1;
      else failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(0.95 * latencies.length) - 1)] ?? Number.NaN;
  return { created, failed, perSecond: created / elapsed, p95 };
}

await measure(5, 1); // warm-up: JIT and cold pages
const rows = [];
for (const inFlight of IN_FLIGHT) {
  const figures = await measure(inFlight, SECONDS);
  rows.push({
    'in flight': inFlight,
    'orders/s': Math.round(figures.perSecond),
    orders: figures.created,
    'p95 ms': figures.p95.toFixed(1),
    errors: figures.failed,
  });
}
const [stock] = await db.query<{ stock: number }>("select stock from products where id = 'lens-mug'");
const [orders] = await db.query<{ count: number }>(
  "select count(*)::int as count from orders where user_id = 'usr_demo' and status = 'pending'",
);
console.log(`POST /api/v1/order/create on PGlite (embedded), ${SECONDS} s per row, one line per order`);
console.table(rows);
// Every reserved unit is an order: the figures above are real orders, not failed attempts.
console.log(`stock taken ${10_000_000 - (stock?.stock ?? 0)}, pending orders ${orders?.count ?? 0}`);
await db.close();
await rm(dataDir, { recursive: true, force: true });
