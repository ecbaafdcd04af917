import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCountSql, productSearchPageSql } from '../../server/catalogue/product-list-query.ts';
import { defaultFilters } from '../../src/domain/catalogue-filters.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A search reads its page and its total in one statement (productSearchPageSql); these check it
// gives the same answers as the separate page and count queries, on every page and past the last.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function listing(query: Record<string, string | number | boolean>) {
  const response = await server.api('GET', '/product/list', { query });
  expect(response.status).toBe(200);
  return response.body as { products: { _id: string }[]; pagination: { totalProducts: number; totalPages: number; currentPage: number } };
}

describe('search listings read their matches once', () => {
  it('pages through a fuzzy search with the same total on every page, and no product twice', async () => {
    const { category: _none, ...defaults } = defaultFilters();
    const filters = { ...defaults, inStock: false, search: 'camra' };
    const [counted] = await server.db.query<{ total: number }>(productCountSql(filters).sql, productCountSql(filters).params);
    const total = counted?.total ?? -1;
    expect(total).toBeGreaterThan(2);

    const first = await listing({ search: 'camra', inStock: false, limit: 2, page: 1 });
    const second = await listing({ search: 'camra', inStock: false, limit: 2, page: 2 });
    expect(first.pagination.totalProducts).toBe(total);
    expect(second.pagination.totalProducts).toBe(total);
    expect(first.pagination.totalPages).toBe(Math.ceil(total / 2));
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(2);
    const ids = [...first.products, ...second.products].map((product) => product._id);
    expect(new Set(ids).size).toBe(4);
  });

  it('gives the total past the last page too, with no products', async () => {
    const all = await listing({ search: 'camra', inStock: false, limit: 100 });
    const past = await listing({ search: 'camra', inStock: false, limit: 2, page: 50 });
    expect(past.products).toEqual([]);
    expect(past.pagination.totalProducts).toBe(all.pagination.totalProducts);
  });

  it('answers a search nothing matches with no products and a total of 0', async () => {
    const none = await listing({ search: 'zzzzqqqq', inStock: false });
    expect(none.products).toEqual([]);
    expect(none.pagination.totalProducts).toBe(0);
  });

  it('puts each row of a search page next to the same total', async () => {
    const { category: _none, ...defaults } = defaultFilters();
    const filters = { ...defaults, inStock: false, search: 'lens' };
    const { sql, params } = productSearchPageSql(filters, 1, 3);
    const rows = await server.db.query<{ id: string; total: number }>(sql, params);
    const [counted] = await server.db.query<{ total: number }>(productCountSql(filters).sql, productCountSql(filters).params);
    expect(rows.length).toBe(Math.min(3, counted?.total ?? 0));
    expect(rows.every((row) => row.total === counted?.total)).toBe(true);
  });
});
