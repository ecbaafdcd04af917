import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListing } from '../../server/catalogue/product-listing.ts';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { defaultFilters, type ProductFilters } from '../../src/domain/catalogue-filters.ts';
import { recordingDatabase } from './support/recording-database.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

// readListing keeps two reads in the catalogue cache: the category tree and each filter set's
// number of matches. These check what the database is asked, and that the answers stay those of
// a read with nothing kept.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.dispose());

const kept = () => new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 100 });
const nothingKept = () => new ResponseCache<string>({ ttlMs: 0, maxEntries: 1 });
const filters = (patch: Partial<ProductFilters>): ProductFilters => ({ ...defaultFilters(), inStock: false, ...patch });
const counts = (statements: readonly string[]) => statements.filter((sql) => sql.includes('count(*)')).length;
const ids = (listing: { rows: readonly { id: string }[] }) => listing.rows.map((row) => row.id);

describe('a listing counts a filter set once', () => {
  it('counts on the first page, and not on other pages or sorts of the same filters', async () => {
    const cache = kept();
    const { db, statements } = recordingDatabase(database.db);
    const first = await readListing(db, cache, filters({ sortBy: 'newest' }), 1, 5);
    expect(counts(statements)).toBe(1);
    statements.length = 0;
    const second = await readListing(db, cache, filters({ sortBy: 'price_low' }), 2, 5);
    expect(statements).toHaveLength(1);
    expect(counts(statements)).toBe(0);

    const fresh = await readListing(database.db, nothingKept(), filters({ sortBy: 'price_low' }), 2, 5);
    expect(second.total).toBe(first.total);
    expect(second.total).toBe(fresh.total);
    expect(ids(second)).toEqual(ids(fresh));
    expect(first.total).toBeGreaterThan(10);
  });

  it('counts again for other filters, and after the catalogue changed', async () => {
    const cache = kept();
    const { db, statements } = recordingDatabase(database.db);
    const all = await readListing(db, cache, filters({}), 1, 5);
    const inStock = await readListing(db, cache, filters({ inStock: true }), 1, 5);
    expect(counts(statements)).toBe(2);
    expect(inStock.total).toBeLessThan(all.total);

    cache.clear();
    statements.length = 0;
    await readListing(db, cache, filters({}), 2, 5);
    expect(counts(statements)).toBe(1);
  });

  it('gives the total past the last page, with no products', async () => {
    const cache = kept();
    const first = await readListing(database.db, cache, filters({ category: 'lenses' }), 1, 100);
    const past = await readListing(database.db, cache, filters({ category: 'lenses' }), 9, 100);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(first.total).toBe(first.rows.length);
  });
});

describe('a category filter reaches the database as ids', () => {
  it('reads the category tree once, then lists a category with its sub-categories', async () => {
    const cache = kept();
    const { db, statements } = recordingDatabase(database.db);
    const gear = await readListing(db, cache, filters({ category: 'gear' }), 1, 100);
    const lenses = await readListing(db, cache, filters({ category: 'lenses' }), 1, 100);
    expect(statements.filter((sql) => sql.includes('from categories c order by'))).toHaveLength(1);
    expect(statements.some((sql) => sql.includes('parent_id in'))).toBe(false);

    const slugs = new Set(gear.rows.map((row) => row.category_slug));
    expect(slugs).toEqual(new Set(['gear', 'lenses']));
    expect(lenses.rows.length).toBeGreaterThan(0);
    expect(lenses.rows.every((row) => row.category_slug === 'lenses')).toBe(true);
    expect(ids(await readListing(db, cache, filters({ category: 'cat-gear' }), 1, 100))).toEqual(ids(gear));
  });

  it('lists nothing, with a total of 0, for a category that does not exist', async () => {
    const listing = await readListing(database.db, kept(), filters({ category: 'flowers' }), 1, 12);
    expect(listing).toEqual({ rows: [], total: 0 });
  });
});
