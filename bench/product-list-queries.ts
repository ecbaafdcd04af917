// npm run bench: what one uncached GET /api/v1/product/list costs in the database, on PGlite and
// on PostgreSQL side by side, over 10,000 generated products: what the route asks on a miss (one
// statement: the page, its products' variants, reviews and files, and the count; with a category
// filter, the category tree before it), in process, no HTTP, nothing cached. PostgreSQL is
// BENCH_DATABASE_URL (default postgres://studio:studio@localhost:5432/studio_test), in a schema of
// its own dropped afterwards; skipped with a line when it cannot be reached.
// BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of the page and count queries of each listing, apart.
import { performance } from 'node:perf_hooks';
import { parseProductListQuery, type RawQuery } from '../src/domain/catalogue-filters.ts';
import { tidyCatalogue } from '../server/catalogue/catalogue-upkeep.ts';
import { productCountSql, productListSql } from '../server/catalogue/product-list-query.ts';
import { readListing, withCategoryIds } from '../server/catalogue/product-listing.ts';
import { CATALOGUE_CACHE, ResponseCache } from '../server/catalogue/response-cache.ts';
import type { Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { openStores, type Store } from './support/bench-stores.ts';
import { DEMO_CATEGORIES } from '../server/seed/demo-categories.ts';
import { generateProducts } from '../server/seed/generated-catalogue.ts';
import { insertCatalogue } from '../server/seed/seed-catalogue.ts';

const PRODUCTS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const GOALS_MS = { pglite: 6, postgres: 3 };
// What the route does on a miss: nothing kept, so the category tree is read too when a category is asked.
const NO_CACHE = new ResponseCache<string>({ ...CATALOGUE_CACHE, ttlMs: 0 });

// Listings as the shop asks for them: the default grid first (the goal is set on it).
const LISTINGS: Record<string, RawQuery> = {
  'default (newest, in stock)': { inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '1', limit: '12' },
  'page 40': { inStock: 'true', showPreorder: 'false', sortBy: 'newest', page: '40', limit: '12' },
  'category + price + colours': {
    category: 'lighting-kits',
    priceMin: '50000',
    priceMax: '500000',
    color: 'Black,White',
    inStock: 'true',
    sortBy: 'price_low',
    page: '1',
    limit: '12',
  },
  'brand, popular': { brand: 'Canon', inStock: 'true', sortBy: 'popular', page: '1', limit: '12' },
  'search "camra" (typo)': { search: 'camra', inStock: 'false', sortBy: 'popular', page: '1', limit: '12' },
  'search "softbox light"': { search: 'softbox light', inStock: 'true', sortBy: 'rating', page: '1', limit: '12' },
  'pre-order section': { inStock: 'false', showPreorder: 'true', sortBy: 'newest', page: '1', limit: '12' },
};

async function seeded(db: Database): Promise<void> {
  await migrate(db);
  await db.transaction((tx) => insertCatalogue(tx, DEMO_CATEGORIES, generateProducts(PRODUCTS)));
  // The steady state: on PGlite the server vacuums at start-up (no autovacuum there), on
  // PostgreSQL autovacuum gets there soon after a bulk insert.
  await tidyCatalogue(db);
  if (db.kind === 'postgres') await db.exec('vacuum analyze');
}

/** The median time of the route's database work for one listing, in ms. */
async function medianMs(db: Database, raw: RawQuery): Promise<number> {
  const { filters, page, limit } = parseProductListQuery(raw);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    await readListing(db, NO_CACHE, filters, page, limit);
    if (round >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function explain(store: Store, name: string, raw: RawQuery) {
  const parsed = parseProductListQuery(raw);
  const { page, limit } = parsed;
  const filters = await withCategoryIds(store.db, NO_CACHE, parsed.filters);
  for (const [what, query] of [
    ['page', productListSql(filters, page, limit)],
    ['count', productCountSql(filters)],
  ] as const) {
    const plan = await store.db.query<Record<string, string>>(`explain (analyze, buffers off) ${query.sql}`, query.params);
    console.log(`\n--- ${store.name} ${name}: ${what}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}

const stores = await openStores('queries', seeded);
const rows: Record<string, string>[] = [];
try {
  for (const [name, raw] of Object.entries(LISTINGS)) {
    const row: Record<string, string> = { listing: name };
    for (const store of stores) {
      row[`${store.name} ms`] = (await medianMs(store.db, raw)).toFixed(2);
      if (process.env.BENCH_EXPLAIN) await explain(store, name, raw);
    }
    rows.push(row);
  }
} finally {
  for (const store of stores) await store.close();
}

console.log(
  `\nOne uncached product listing, database work only (one statement: the page with its products' variants, reviews and files, and the count; the category tree first for a category): median of ${ROUNDS}, ${PRODUCTS.toLocaleString('en')} products`,
);
console.table(rows);
const defaults = rows[0] ?? {};
for (const store of stores) {
  const ms = Number(defaults[`${store.name} ms`]);
  console.log(
    `  default listing on ${store.name}: ${ms.toFixed(2)} ms (goal ≤ ${GOALS_MS[store.name]} ms: ${ms <= GOALS_MS[store.name] ? 'met' : 'MISSED'})`,
  );
}
