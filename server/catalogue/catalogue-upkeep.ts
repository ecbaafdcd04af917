import type { Database } from '../db/database.ts';

// The tables a product listing reads.
const LISTING_TABLES = ['products', 'product_variants', 'reviews', 'categories', 'search_vocabulary', 'product_search_words'];

/**
 * PGlite runs no autovacuum: without this, the planner has no statistics for a freshly seeded
 * catalogue and the listing's counts cannot use index-only scans (the visibility map stays
 * empty), so every count reads the whole products table. PostgreSQL's autovacuum does this by
 * itself. Run at start-up, after seeding; a few hundred milliseconds at 10,000 products.
 */
export async function tidyCatalogue(db: Database): Promise<void> {
  if (db.kind !== 'pglite') return;
  await db.exec(`vacuum analyze ${LISTING_TABLES.join(', ')}`);
}
