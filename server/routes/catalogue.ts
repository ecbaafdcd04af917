import { Hono } from 'hono';
import { parseProductListQuery, SHOP_PAGE_SIZE, type RawQuery } from '../../src/domain/catalogue-filters.ts';
import { hasNextPage, hasPrevPage, totalPages } from '../../src/domain/pagination.ts';
import { SIMILAR_PRODUCTS_SHOWN } from '../../src/domain/product-page.ts';
import { autoSelectedVariant, exactMatch, matchingVariants, type AttributeSelection } from '../../src/domain/variants.ts';
import type { AppDeps } from '../app-deps.ts';
import { checkAvailability } from '../catalogue/availability.ts';
import { listBrands } from '../catalogue/brand-repository.ts';
import { findCategory, listCategories, listFeaturedCategories } from '../catalogue/category-repository.ts';
import { findProduct, findProductDetail, findVariants, similarProducts } from '../catalogue/product-repository.ts';
import { readListing } from '../catalogue/product-listing.ts';
import { fullProducts } from '../catalogue/full-products.ts';
import { categoryView, productDetailView, variantView } from '../catalogue/product-view.ts';
import { type AppContext, type AppEnv } from '../http/app-env.ts';
import { BROWSER_KEEPS_A_MINUTE } from '../http/browser-cache.ts';
import type { SearchLimits } from '../app-deps.ts';
import { AddressRateLimit } from '../http/address-rate-limit.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { searchWords } from '../catalogue/product-list-query.ts';
import { inputOf, reply, replyBody } from '../http/contract-reply.ts';
import { sendKeptBody } from '../http/kept-body.ts';
import { timeStage } from '../observability/stage-timing.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const TOO_MANY_SEARCHES = 'Too many searches. Please wait a moment and try again.';
/**
 * Searches that miss the cache: per client address a burst for typing with suggestions, then one
 * every 2 s; and only so many running at once from everyone.
 */
/** Uncached searches running at once across all clients; more are refused (429, Retry-After 1) to keep reads fast. */
export const SEARCH_LIMITS: SearchLimits = { perAddress: { burst: 10, refillSeconds: 2, maxAddresses: 10_000 }, atOnce: 2 };

/**
 * The cache key of a read: its path and the parameters the contract knows, as validated and
 * coerced. Unknown parameters (`?zzz=1`) and spellings of the same value (`limit=012`) land on
 * the same entry, so they cannot make every request a miss that queries the database.
 */
export function cacheKey(c: AppContext): string {
  const { query } = c.get('input');
  const known = Object.keys(query)
    .sort()
    .map((name) => [name, query[name]]);
  return `${c.req.path}?${JSON.stringify(known)}`;
}
export const CATEGORY_NOT_FOUND = 'Category not found';
/** The detail page shows four similar products. */
export const SIMILAR_PRODUCTS = SIMILAR_PRODUCTS_SHOWN;

/** The product reads, the brand list of the brand filter and the category list. */
export function catalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  const limits = deps.searchLimits ?? SEARCH_LIMITS;
  const searches = new AddressRateLimit(limits.perAddress);

  /** Answers from the cache when it can: listings are read far more often than the catalogue changes. */
  const cachedJson = async (c: AppContext, produce: () => Promise<unknown>) => {
    const key = timeStage('cache', () => cacheKey(c));
    const body =
      timeStage('cache', () => deps.catalogueCache.get(key)) ??
      (await deps.catalogueCache.getOrProduce(key, async () => {
        const value = await produce();
        return timeStage('serialise', () => JSON.stringify(value));
      }));
    return sendKeptBody(c, body, { status: 200, contentType: 'application/json' });
  };

  // Uncached searches running now, from every client: the database runs them one after another
  // (PGlite has one thread), so a few at once is all it takes to keep product reads waiting.
  let searchesRunning = 0;

  const listing = (c: AppContext) =>
    cachedJson(c, async () => {
      const { query } = inputOf(c, 'listProducts');
      const { filters, page, limit } = parseProductListQuery(toRawQuery(query));
      const { rows, total } = await readListing(db, deps.catalogueCache, filters, page, limit);
      return replyBody('listProducts', 200, {
        success: true,
        products: fullProducts(rows),
        pagination: paginationOf(page, limit, total),
      });
    });

  routes.get('/product/list', async (c) => {
    // A search the cache cannot answer runs the fuzzy match, the costliest read the shop has.
    const { query } = inputOf(c, 'listProducts');
    if (searchWords(query.search ?? '').length === 0 || deps.catalogueCache.get(cacheKey(c)) !== undefined) return listing(c);
    const waitSeconds = searches.take(clientAddress(c), deps.clock());
    if (waitSeconds > 0) throw new HttpError(429, TOO_MANY_SEARCHES, {}, { 'Retry-After': String(waitSeconds) });
    if (searchesRunning >= limits.atOnce) throw new HttpError(429, TOO_MANY_SEARCHES, {}, { 'Retry-After': '1' });
    searchesRunning += 1;
    try {
      return await listing(c);
    } finally {
      searchesRunning -= 1;
    }
  });

  routes.get('/product/brands', (c) =>
    cachedJson(c, async () => replyBody('listBrands', 200, { success: true, brands: await listBrands(db) })),
  );

  routes.get('/product/single/:id', async (c) => {
    const { params } = inputOf(c, 'getProduct');
    const product = await findProductDetail(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return reply(c, 'getProduct', 200, { success: true, product: productDetailView(product) });
  });

  routes.get('/product/similar/:id', async (c) => {
    const { params, query } = inputOf(c, 'listSimilarProducts');
    const product = await findProduct(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const similar = await similarProducts(db, product, query.limit ?? SIMILAR_PRODUCTS);
    return reply(c, 'listSimilarProducts', 200, { success: true, products: fullProducts(similar) });
  });

  routes.get('/product/variants/:id', async (c) => {
    const { params, query } = inputOf(c, 'getProductVariants');
    const product = await findProduct(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const variants = (await findVariants(db, product.id)).map(variantView);
    const selection = selectionFrom(query);
    const filtered = matchingVariants(variants, selection);
    // An exact match, or the one variant left when the selection narrows to one.
    const exact = exactMatch(variants, selection) ?? autoSelectedVariant(filtered) ?? null;
    return reply(c, 'getProductVariants', 200, { success: true, filteredVariants: filtered, exactMatch: exact });
  });

  routes.get('/product/check-availability/:id', async (c) => {
    const { params, query } = inputOf(c, 'checkAvailability');
    const result = await checkAvailability(db, params.id, query.variantId ?? null, query.quantity ?? 1);
    return reply(c, 'checkAvailability', 200, { success: true, ...result });
  });

  routes.get('/product/category/:category', async (c) => {
    const { params, query } = inputOf(c, 'listProductsByCategory');
    const category = await findCategory(db, params.category);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const { filters, page, limit } = parseProductListQuery({
      page: String(query.page ?? 1),
      limit: String(query.limit ?? SHOP_PAGE_SIZE),
      inStock: 'false',
    });
    const { rows, total } = await readListing(db, deps.catalogueCache, { ...filters, category: category.id }, page, limit);
    return reply(c, 'listProductsByCategory', 200, {
      success: true,
      products: fullProducts(rows),
      pagination: paginationOf(page, limit, total),
    });
  });

  routes.get('/category', (c) => {
    c.header('cache-control', BROWSER_KEEPS_A_MINUTE);
    return cachedJson(c, async () =>
      replyBody('listCategories', 200, { success: true, categories: (await listCategories(db)).map(categoryView) }),
    );
  });
  routes.get('/category/featured', (c) =>
    cachedJson(c, async () =>
      replyBody('listFeaturedCategories', 200, {
        success: true,
        categories: (await listFeaturedCategories(db)).map((row) => ({ ...categoryView(row), productCount: row.product_count })),
      }),
    ),
  );
  routes.get('/category/:slug', async (c) => {
    const { params } = inputOf(c, 'getCategory');
    const category = await findCategory(db, params.slug);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return reply(c, 'getCategory', 200, { success: true, category: categoryView(category) });
  });

  return routes;
}

export function paginationOf(page: number, limit: number, total: number) {
  const pages = totalPages(total, limit);
  return {
    currentPage: page,
    limit,
    totalProducts: total,
    totalPages: pages,
    hasPrevPage: hasPrevPage(page),
    hasNextPage: hasNextPage(page, pages),
  };
}

/** The validated query back to the text form the domain's parser reads. */
function toRawQuery(query: Record<string, unknown>): RawQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    raw[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return raw;
}

function selectionFrom(query: Record<string, unknown>): AttributeSelection {
  const selection: AttributeSelection = {};
  for (const attribute of ['color', 'size', 'material', 'finish'] as const) {
    const value = query[attribute];
    if (typeof value === 'string' && value.trim() !== '') selection[attribute] = value.trim();
  }
  return selection;
}
