// npm run bench: what one page of the studio's order table costs in the database, on PGlite and on
// PostgreSQL side by side: 50 orders out of 10,000 (from 2,000 customers over a year), filtered,
// searched and sorted the ways staff ask for them. It times the route's whole database work
// (page, total count, which payments were sandbox ones), in process, no HTTP. PostgreSQL is
// BENCH_DATABASE_URL (default postgres://studio:studio@localhost:5432/studio_test), in a schema of
// its own dropped afterwards; skipped with a line when it cannot be reached.
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { openStores } from './support/bench-stores.ts';
import { listStudioOrders, type StudioOrderFilters } from '../server/studio/studio-orders.ts';

const ORDERS = 10_000;
const CUSTOMERS = 2_000;
const PAGE_SIZE = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const GOAL_MS = 20;

// The table as staff use it: the default view first, then filters, searches, a far page, a sort.
const VIEWS: Record<string, { filters: StudioOrderFilters; page: number }> = {
  'newest first (default)': { filters: {}, page: 1 },
  'status processing': { filters: { status: 'processing' }, page: 1 },
  'paid, one month': { filters: { paymentStatus: 'paid', from: '2026-03-01', to: '2026-03-31' }, page: 1 },
  'search customer email "customer17"': { filters: { search: 'customer17' }, page: 1 },
  'search order number': { filters: { search: 'ORD-2026-004' }, page: 1 },
  'search name, pending payment': { filters: { search: 'Bola', paymentStatus: 'pending' }, page: 1 },
  'page 150 of all': { filters: {}, page: 150 },
  'sort by customer name': { filters: { sort: 'customer', direction: 'asc' }, page: 1 },
};

const FIRST_NAMES = ['Adaeze', 'Bola', 'Chidi', 'Damilola', 'Emeka', 'Funke', 'Gbenga', 'Halima', 'Ifeoma', 'Kunle'];
const STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

/** 2,000 customers, and 10,000 orders spread over a year with every status; a third sandbox-paid. */
async function seeded(db: Database): Promise<void> {
  await migrate(db);
  const names = `array[${FIRST_NAMES.map((name) => `'${name}'`).join(',')}]`;
  const statuses = `array[${STATUSES.map((status) => `'${status}'`).join(',')}]`;
  await db.exec(`
    insert into users (id, name, email, password_hash)
      select 'bench-user-' || n, (${names})[1 + n % 10] || ' Customer' || n, 'customer' || n || '@example.ng', 'x'
      from generate_series(1, ${CUSTOMERS}) n;
    insert into orders (id, order_number, user_id, status, payment_status, payment_method, payment_reference,
        fulfillment_method, shipping_method, shipping_address, subtotal, shipping_cost, amount,
        has_preorder_items, status_history, created_at, updated_at, hold_from)
      select 'bench-order-' || n, 'ORD-2026-' || lpad(n::text, 6, '0'), 'bench-user-' || (1 + n % ${CUSTOMERS}),
        (${statuses})[1 + n % 5], case when n % 5 = 0 then 'pending' else 'paid' end, 'card', 'bench-pay-' || n,
        'delivery', 'standard', '{}'::jsonb, 10000 + n, 2500, 12500 + n, false, '[]'::jsonb,
        timestamptz '2026-01-01' + (n * interval '52 minutes'), timestamptz '2026-01-01' + (n * interval '52 minutes'),
        timestamptz '2026-01-01' + (n * interval '52 minutes')
      from generate_series(1, ${ORDERS}) n;
    insert into payments (reference, order_id, user_id, provider, amount, status, callback_url, created_at, updated_at)
      select payment_reference, id, user_id, case when right(id, 1) in ('1', '4', '7') then 'sandbox' else 'paystack' end,
        amount, payment_status, '/orders', created_at, created_at
      from orders where id like 'bench-order-%';
  `);
  if (db.kind === 'postgres') await db.exec('vacuum analyze');
  else await db.exec('analyze');
}

/** The median and the 95th percentile of one view's database work, in ms, and how many it matched. */
async function timed(db: Database, view: { filters: StudioOrderFilters; page: number }) {
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    const result = await listStudioOrders(db, view.filters, view.page, PAGE_SIZE);
    if (round >= 3) times.push(performance.now() - started);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), total };
}

const stores = await openStores('studio-orders', seeded);
const rows: Record<string, string>[] = [];
const worst: Record<string, number> = {};
try {
  for (const [name, view] of Object.entries(VIEWS)) {
    const row: Record<string, string> = { view: name };
    for (const store of stores) {
      const { p50, p95, total } = await timed(store.db, view);
      row[`${store.name} p50 ms`] = p50.toFixed(2);
      row[`${store.name} p95 ms`] = p95.toFixed(2);
      row.matched = String(total);
      worst[store.name] = Math.max(worst[store.name] ?? 0, p50);
    }
    rows.push(row);
  }
} finally {
  for (const store of stores) await store.close();
}

console.log(
  `\nOne page (${PAGE_SIZE}) of the studio's order table, database work only (page, count, sandbox payments): ${ROUNDS} rounds, ${ORDERS.toLocaleString('en')} orders`,
);
console.table(rows);
for (const store of stores) {
  const ms = worst[store.name] ?? Number.NaN;
  console.log(`  slowest view's median on ${store.name}: ${ms.toFixed(2)} ms (goal ≤ ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'MISSED'})`);
}
