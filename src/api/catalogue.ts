import { cacheSlot, keyOf } from './cache.ts';
import type { ApiClient } from './client.ts';
import { CATEGORIES_FRESH_MS } from './lifetimes.ts';
import type { AvailabilityResponse, Brand, Category, Product, ProductListResponse, QueryOf, VariantsResponse } from './models.ts';
import { read, send } from './request.ts';
import { productLists, products, similar, variants } from './stock-caches.ts';

// Catalogue data is the same for every visitor, so its caches are public.
const categoryLists = cacheSlot<ReadonlyArray<Category>>(CATEGORIES_FRESH_MS, 'public');
// Brands change as rarely as categories, so they stay fresh as long.
const brandLists = cacheSlot<ReadonlyArray<Brand>>(CATEGORIES_FRESH_MS, 'public');

export type ProductFilters = QueryOf<'listProducts'>;
export type VariantAttributes = QueryOf<'getProductVariants'>;
export type AvailabilityQuery = QueryOf<'checkAvailability'>;

/**
 * GET /product/list with a query already in wire form (the domain's productListQuery: arrays
 * comma-joined, numbers and booleans as text). It is sent as it is, and shares listProducts' cache.
 */
export function listProductsByWireQuery(
  client: ApiClient,
  query: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<ProductListResponse> {
  // Encoded as the client encodes any query: %20 for spaces, the list commas left as they are.
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
  const fetch = () => read(client, (signal) => client.GET('/product/list', { querySerializer: () => search, signal }), signal);
  return productLists.through(client, `list${keyOf(query)}`, fetch);
}

/** GET /product/list: arrays go comma-joined, booleans as 'true' / 'false'. Fresh 5 minutes. */
export function listProducts(client: ApiClient, query: ProductFilters, signal: AbortSignal): Promise<ProductListResponse> {
  const fetch = () => read(client, (signal) => client.GET('/product/list', { params: { query }, signal }), signal);
  return productLists.through(client, `list${keyOf(query)}`, fetch);
}

/** GET /product/single/{id}. Fresh 10 minutes. */
export function getProduct(client: ApiClient, id: string, signal: AbortSignal): Promise<Product> {
  const fetch = () => read(client, (signal) => client.GET('/product/single/{id}', { params: { path: { id } }, signal }), signal);
  return products.through(client, id, () => fetch().then((a) => a.product));
}

/** Forget one cached product (a new review changes its rating and reviews). */
export function invalidateProduct(client: ApiClient, id: string): void {
  products.invalidate(client, id);
}

/** GET /product/similar/{id}. */
export function listSimilarProducts(
  client: ApiClient,
  id: string,
  limit: number | undefined,
  signal: AbortSignal,
): Promise<ReadonlyArray<Product>> {
  const query = limit === undefined ? {} : { limit };
  const fetch = () => read(client, (signal) => client.GET('/product/similar/{id}', { params: { path: { id }, query }, signal }), signal);
  return similar.through(client, `${id}${keyOf(query)}`, () => fetch().then((a) => a.products));
}

/** GET /product/variants/{id}: filteredVariants and exactMatch for the chosen attributes. */
export function getProductVariants(
  client: ApiClient,
  id: string,
  attributes: VariantAttributes,
  signal: AbortSignal,
): Promise<VariantsResponse> {
  const fetch = () =>
    read(client, (signal) => client.GET('/product/variants/{id}', { params: { path: { id }, query: attributes }, signal }), signal);
  return variants.through(client, `${id}${keyOf(attributes)}`, fetch);
}

/** GET /product/check-availability/{id}. Never cached: it is asked right before buying. */
export function checkAvailability(
  client: ApiClient,
  id: string,
  query: AvailabilityQuery,
  signal: AbortSignal,
): Promise<AvailabilityResponse> {
  return read(client, (signal) => client.GET('/product/check-availability/{id}', { params: { path: { id }, query }, signal }), signal);
}

/** GET /product/brands: every brand with its product count, sorted by name. Fresh 30 minutes, like the categories. */
export function listBrands(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<Brand>> {
  const fetch = () => read(client, (signal) => client.GET('/product/brands', { signal }), signal);
  return brandLists.through(client, 'all', () => fetch().then((a) => a.brands));
}

/** GET /category. Fresh 30 minutes. */
export function listCategories(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<Category>> {
  const fetch = () => read(client, (signal) => client.GET('/category', { signal }), signal);
  return categoryLists.through(client, 'all', () => fetch().then((a) => a.categories));
}

/** POST /product/view/{id} (the contract's choice; the spec leaves it unnamed). Callers ignore failures. */
export function trackProductView(client: ApiClient, id: string, signal: AbortSignal): Promise<void> {
  return send((signal) => client.POST('/product/view/{id}', { params: { path: { id } }, signal }), signal).then(() => undefined);
}

/** POST /user/recently-viewed. Callers ignore failures. */
export function trackRecentlyViewed(client: ApiClient, productId: string, signal: AbortSignal): Promise<void> {
  return send((signal) => client.POST('/user/recently-viewed', { body: { productId }, signal }), signal).then(() => undefined);
}
