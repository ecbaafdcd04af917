import type { ProductFilters } from '../../src/domain/catalogue-filters.ts';
import type { Queryable } from '../db/database.ts';
import { listCategories } from './category-repository.ts';
import { categoryScope } from './category-scope.ts';
import type { ListingFilters } from './product-list-query.ts';
import { listProducts, type ProductPage } from './product-repository.ts';
import type { ResponseCache } from './response-cache.ts';

// Keys of the catalogue cache that are not a request's (cacheKey in routes/catalogue.ts starts
// every one of those with the path, so with a slash).
const CATEGORY_TREE_KEY = 'category-tree';
const TOTAL_KEY_PREFIX = 'total:';

/**
 * A page of the shop's listing, as GET /product/list and GET /product/category/{category} serve
 * it. Two reads that every page would repeat are kept in the catalogue cache, under its lifetime
 * and its clears: the category tree, so that a category filter reaches the database as ids; and
 * the number of matches, which every page and every sort of one filter set share, so that the
 * other pages skip counting.
 */
export async function readListing(
  db: Queryable,
  cache: ResponseCache<string>,
  filters: ProductFilters,
  page: number,
  limit: number,
): Promise<ProductPage> {
  const since = cache.version();
  const listingFilters = await withCategoryIds(db, cache, filters);
  const totalKey = TOTAL_KEY_PREFIX + JSON.stringify({ ...listingFilters, sortBy: undefined });
  const known = cache.get(totalKey);
  const listing = await listProducts(db, listingFilters, page, limit, known === undefined ? undefined : Number(known));
  if (known === undefined) cache.storeIfUnchanged(since, totalKey, String(listing.total));
  return listing;
}

/** The filters as the database reads them: a category filter (slug or id) as the ids it lists. */
export async function withCategoryIds(db: Queryable, cache: ResponseCache<string>, filters: ProductFilters): Promise<ListingFilters> {
  const { category, ...rest } = filters;
  if (!category) return rest;
  const tree = await cache.getOrProduce(CATEGORY_TREE_KEY, async () => JSON.stringify(await listCategories(db)));
  return { ...rest, categoryIds: categoryScope(JSON.parse(tree) as Parameters<typeof categoryScope>[0], category) };
}
