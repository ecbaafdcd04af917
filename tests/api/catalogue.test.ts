import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  checkAvailability,
  getProduct,
  getProductVariants,
  invalidateProduct,
  listBrands,
  listCategories,
  listProducts,
  listProductsByWireQuery,
  listSimilarProducts,
  trackProductView,
  trackRecentlyViewed,
} from '../../src/api/catalogue.ts';
import { getCategory, listFeaturedCategories, listProductsByCategory } from '../../src/api/categories.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { category, pagination, product, variant } from './support/fixtures.ts';
import { BASE_URL, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const THIRTY_MINUTES = 30 * 60_000;
const brands = [
  { name: 'Godox', productCount: 4 },
  { name: 'Neewer', productCount: 6 },
];

describeApiCases('catalogue', [
  apiCase({
    name: 'listProducts',
    method: 'get',
    path: '/product/list',
    run: (client) =>
      listProducts(
        client,
        {
          page: 2,
          limit: 12,
          color: ['Black', 'Gray'],
          features: ['Heat Resistant', 'Foldable'],
          priceMin: 10000,
          priceMax: 50000,
          inStock: 'true',
          showPreorder: 'false',
          sortBy: 'newest',
        },
        UNABORTED,
      ),
    answer: { success: true, products: [product], pagination },
    expected: { success: true, products: [product], pagination },
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery:
      'page=2&limit=12&color=Black,Gray&features=Heat%20Resistant,Foldable&priceMin=10000&priceMax=50000&inStock=true&showPreorder=false&sortBy=newest',
  }),
  apiCase({
    name: 'listProductsByWireQuery',
    method: 'get',
    path: '/product/list',
    run: (client) =>
      listProductsByWireQuery(
        client,
        {
          color: 'Black,Gray',
          features: 'Heat Resistant,Foldable',
          search: 'camra & lens',
          inStock: 'true',
          page: '1',
        },
        UNABORTED,
      ),
    answer: { success: true, products: [product], pagination },
    expected: { success: true, products: [product], pagination },
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'color=Black,Gray&features=Heat%20Resistant,Foldable&search=camra%20%26%20lens&inStock=true&page=1',
  }),
  apiCase({
    name: 'listProductsByCategory',
    method: 'get',
    path: '/product/category/:category',
    run: (client) => listProductsByCategory(client, 'backdrops', { page: 1, limit: 12 }, UNABORTED),
    answer: { success: true, products: [product], pagination },
    expected: { success: true, products: [product], pagination },
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'page=1&limit=12',
  }),
  apiCase({
    name: 'getProduct',
    method: 'get',
    path: '/product/single/:id',
    run: (client) => getProduct(client, 'prod-muslin', UNABORTED),
    answer: { success: true, product },
    expected: product,
    kind: 'read',
    freshMs: TEN_MINUTES,
  }),
  apiCase({
    name: 'listSimilarProducts',
    method: 'get',
    path: '/product/similar/:id',
    run: (client) => listSimilarProducts(client, 'prod-muslin', 4, UNABORTED),
    answer: { success: true, products: [product] },
    expected: [product],
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'limit=4',
  }),
  apiCase({
    name: 'getProductVariants',
    method: 'get',
    path: '/product/variants/:id',
    run: (client) => getProductVariants(client, 'prod-muslin', { color: 'Gray', size: '3x6m' }, UNABORTED),
    answer: { success: true, filteredVariants: [variant], exactMatch: variant },
    expected: { success: true, filteredVariants: [variant], exactMatch: variant },
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'color=Gray&size=3x6m',
  }),
  apiCase({
    name: 'checkAvailability',
    method: 'get',
    path: '/product/check-availability/:id',
    run: (client) => checkAvailability(client, 'prod-muslin', { quantity: 2, variantId: 'var-gray' }, UNABORTED),
    answer: { success: true, available: true, availableStock: 8, requestedQuantity: 2, canPreorder: true },
    expected: { success: true, available: true, availableStock: 8, requestedQuantity: 2, canPreorder: true },
    kind: 'read',
    sentQuery: 'quantity=2&variantId=var-gray',
  }),
  apiCase({
    name: 'listCategories',
    method: 'get',
    path: '/category',
    run: (client) => listCategories(client, UNABORTED),
    answer: { success: true, categories: [category] },
    expected: [category],
    kind: 'read',
    freshMs: THIRTY_MINUTES,
  }),
  apiCase({
    name: 'listBrands',
    method: 'get',
    path: '/product/brands',
    run: (client) => listBrands(client, UNABORTED),
    answer: { success: true, brands },
    expected: brands,
    kind: 'read',
    freshMs: THIRTY_MINUTES,
    sentQuery: '',
  }),
  apiCase({
    name: 'listFeaturedCategories',
    method: 'get',
    path: '/category/featured',
    run: (client) => listFeaturedCategories(client, UNABORTED),
    answer: { success: true, categories: [{ ...category, productCount: 12 }] },
    expected: [{ ...category, productCount: 12 }],
    kind: 'read',
    freshMs: THIRTY_MINUTES,
  }),
  apiCase({
    name: 'getCategory',
    method: 'get',
    path: '/category/:slug',
    run: (client) => getCategory(client, 'backdrops', UNABORTED),
    answer: { success: true, category },
    expected: category,
    kind: 'read',
    freshMs: THIRTY_MINUTES,
  }),
  apiCase({
    name: 'trackProductView',
    method: 'post',
    path: '/product/view/:id',
    run: (client) => trackProductView(client, 'prod-muslin', UNABORTED),
    answer: { success: true },
    expected: undefined,
    kind: 'mutation',
  }),
  apiCase({
    name: 'trackRecentlyViewed',
    method: 'post',
    path: '/user/recently-viewed',
    run: (client) => trackRecentlyViewed(client, 'prod-muslin', UNABORTED),
    answer: { success: true },
    expected: undefined,
    kind: 'mutation',
    sentBody: { productId: 'prod-muslin' },
  }),
]);

describe('catalogue caching', () => {
  it('keys product lists by their filters, whatever the order they were written in', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/product/list`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, products: [], pagination });
      }),
    );
    const { client } = testClient();
    await succeed(listProducts(client, { sortBy: 'newest', inStock: 'true' }, UNABORTED));
    await succeed(listProducts(client, { inStock: 'true', sortBy: 'newest' }, UNABORTED));
    expect(calls).toBe(1);
    await succeed(listProducts(client, { inStock: 'false', sortBy: 'newest' }, UNABORTED));
    expect(calls).toBe(2);
  });

  it('asks again for a product once it was invalidated', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/product/single/:id`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, product });
      }),
    );
    const { client } = testClient();
    await succeed(getProduct(client, 'prod-muslin', UNABORTED));
    invalidateProduct(client, 'prod-muslin');
    await succeed(getProduct(client, 'prod-muslin', UNABORTED));
    expect(calls).toBe(2);
  });

  it('keeps the brand list apart from the category lists', async () => {
    const calls = { brands: 0, categories: 0 };
    server.use(
      http.get(`${BASE_URL}/product/brands`, () => {
        calls.brands += 1;
        return HttpResponse.json({ success: true, brands });
      }),
      http.get(`${BASE_URL}/category`, () => {
        calls.categories += 1;
        return HttpResponse.json({ success: true, categories: [category] });
      }),
    );
    const { client } = testClient();
    expect(await succeed(listCategories(client, UNABORTED))).toEqual([category]);
    expect(await succeed(listBrands(client, UNABORTED))).toEqual(brands);
    expect(await succeed(listBrands(client, UNABORTED))).toEqual(brands);
    expect(calls).toEqual({ brands: 1, categories: 1 });
  });

  it('shares public catalogue answers across a login', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/category`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, categories: [category] });
      }),
    );
    const { client, setToken } = testClient(null);
    await succeed(listCategories(client, UNABORTED));
    setToken('fresh-token');
    await succeed(listCategories(client, UNABORTED));
    expect(calls).toBe(1);
  });
});
