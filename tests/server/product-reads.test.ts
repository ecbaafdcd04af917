import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRelatedProducts } from '../../server/blog/blog-repository.ts';
import { readListing } from '../../server/catalogue/product-listing.ts';
import { findProduct, findProductDetail, similarProducts } from '../../server/catalogue/product-repository.ts';
import type { ProductDetailRow } from '../../server/catalogue/product-rows.ts';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { defaultFilters } from '../../src/domain/catalogue-filters.ts';
import { recordingDatabase } from './support/recording-database.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

// A product page reads its product and the similar ones; a post reads its related products. Each
// read is one statement with the products' variants, reviews and file (PGlite runs statements one
// after another, so every extra one is a wait the page's render pays), and gives what a listing
// gives for the same product.

let database: TestDatabase;
let listed: Map<string, ProductDetailRow>;
beforeAll(async () => {
  database = await openTestDatabase();
  const nothingKept = new ResponseCache<string>({ ttlMs: 0, maxEntries: 1 });
  const { rows } = await readListing(database.db, nothingKept, { ...defaultFilters(), inStock: false }, 1, 500);
  // A listing's rows also carry the number of matches; the rest is the product.
  listed = new Map(rows.map(({ total: _total, ...row }: ProductDetailRow & { total?: number }) => [row.id, row]));
});
afterAll(async () => database.dispose());

function listedWhere(test: (row: ProductDetailRow) => boolean): ProductDetailRow {
  const row = [...listed.values()].find(test);
  if (!row) throw new Error('the test catalogue has no such product');
  return row;
}

describe('a product is read with its details in one statement', () => {
  it.each([
    ['variants', (row: ProductDetailRow) => row.variants.length > 1],
    ['reviews', (row: ProductDetailRow) => row.reviews.length > 0],
    ['a digital file', (row: ProductDetailRow) => row.digital_file !== null],
  ])('reads a product with %s as the listing does', async (_what, test) => {
    const expected = listedWhere(test);
    const { db, statements } = recordingDatabase(database.db);
    const row = await findProductDetail(db, expected.id);
    expect(statements).toHaveLength(1);
    expect(row).toEqual(expected);
  });

  it('answers null for an unknown product, in one statement', async () => {
    const { db, statements } = recordingDatabase(database.db);
    expect(await findProductDetail(db, 'no-such-product')).toBeNull();
    expect(statements).toHaveLength(1);
  });

  it('reads the similar products with their details in one statement', async () => {
    const product = await findProduct(database.db, listedWhere((row) => row.variants.length > 1).id);
    if (!product) throw new Error('the product is gone');
    const { db, statements } = recordingDatabase(database.db);
    const similar = await similarProducts(db, product, 4);
    expect(statements).toHaveLength(1);
    expect(similar.length).toBeGreaterThan(0);
    for (const row of similar) expect(row).toEqual(listed.get(row.id));
  });

  it("reads a post's related products with their details in one statement, in the post's order", async () => {
    const ids = [...listed.keys()].slice(0, 3).reverse();
    const { db, statements } = recordingDatabase(database.db);
    const related = await findRelatedProducts(db, ids);
    expect(statements).toHaveLength(1);
    expect(related.map((row) => row.id)).toEqual(ids);
    for (const row of related) expect(row).toEqual(listed.get(row.id));
  });
});
