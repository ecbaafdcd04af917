import { cacheSlot } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS, PRODUCT_FRESH_MS, PRODUCT_LIST_FRESH_MS } from './lifetimes.ts';
import type { Product, ProductListResponse, VariantsResponse } from './models.ts';

// The catalogue's cached answers that show stock, in a module of their own: the cart and orders
// forget them after every change without loading the catalogue's requests. Catalogue data is the
// same for every visitor, so these caches are public.
export const productLists = cacheSlot<ProductListResponse>(PRODUCT_LIST_FRESH_MS, 'public');
export const products = cacheSlot<Product>(PRODUCT_FRESH_MS, 'public');
export const similar = cacheSlot<ReadonlyArray<Product>>(DEFAULT_FRESH_MS, 'public');
export const variants = cacheSlot<VariantsResponse>(DEFAULT_FRESH_MS, 'public');

/**
 * Every cached answer that shows stock (lists, products, similar products, variant lookups) is
 * dropped when the stock may have moved: the cart calls this after each change, so the next read
 * asks the server, which is the authority on stock.
 */
export function forgetStock(client: ApiClient): void {
  for (const slot of [productLists, products, similar, variants]) slot.invalidate(client);
}
