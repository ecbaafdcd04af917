import { cacheSlot, keyOf } from './cache.ts';
import type { ApiClient } from './client.ts';
import { CATEGORIES_FRESH_MS, PRODUCT_LIST_FRESH_MS } from './lifetimes.ts';
import type { Category, FeaturedCategory, ProductListResponse, QueryOf } from './models.ts';
import { read } from './request.ts';

// The category reads apart from catalogue.ts, which the product page loads first and which needs
// none of these. The shop's category links use getCategory; the featured list, with its counts, is
// the home page's Shop by Category.

const featuredLists = cacheSlot<ReadonlyArray<FeaturedCategory>>(CATEGORIES_FRESH_MS, 'public');
const categories = cacheSlot<Category>(CATEGORIES_FRESH_MS, 'public');
// Counted pages of a category; they say how many products it holds, not how many are in stock.
const categoryPages = cacheSlot<ProductListResponse>(PRODUCT_LIST_FRESH_MS, 'public');

export type ProductPage = QueryOf<'listProductsByCategory'>;

/** GET /category/featured: each with how many products the shop lists under it. Fresh 30 minutes. */
export function listFeaturedCategories(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<FeaturedCategory>> {
  const fetch = () => read(client, (signal) => client.GET('/category/featured', { signal }), signal);
  return featuredLists.through(client, 'featured', () => fetch().then((a) => a.categories));
}

/** GET /category/{slug} (or its id). Fresh 30 minutes. */
export function getCategory(client: ApiClient, slug: string, signal: AbortSignal): Promise<Category> {
  const fetch = () => read(client, (signal) => client.GET('/category/{slug}', { params: { path: { slug } }, signal }), signal);
  return categories.through(client, slug, () => fetch().then((a) => a.category));
}

/** GET /product/category/{category}. Fresh 5 minutes, like the product list. */
export function listProductsByCategory(
  client: ApiClient,
  category: string,
  query: ProductPage,
  signal: AbortSignal,
): Promise<ProductListResponse> {
  const fetch = () =>
    read(client, (signal) => client.GET('/product/category/{category}', { params: { path: { category }, query }, signal }), signal);
  return categoryPages.through(client, `${category}${keyOf(query)}`, fetch);
}
