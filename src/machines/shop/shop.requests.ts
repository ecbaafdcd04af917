import {
  checkAvailability,
  getProduct,
  getProductVariants,
  listBrands,
  listCategories,
  listProductsByWireQuery,
  listSimilarProducts,
  trackProductView,
  trackRecentlyViewed,
} from '../../api/catalogue.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { AttributeSelection, AvailabilityQuestion } from './product-detail.machine.ts';
import type { WireQuery } from './shop-listing.rules.ts';

// The shop's requests, in a module of their own: the *.live.ts files load it on first use, so the
// API layer stays out of the chunks the shop routes download first.

/** GET /product/list with the query the domain's productListQuery built (already in wire form). */
export function loadProducts(query: WireQuery, signal: AbortSignal) {
  return listProductsByWireQuery(apiClient, query, signal);
}

export function loadCategories(signal: AbortSignal) {
  return listCategories(apiClient, signal);
}

export function loadBrands(signal: AbortSignal) {
  return listBrands(apiClient, signal);
}

export function loadProduct(productId: string, signal: AbortSignal) {
  return getProduct(apiClient, productId, signal);
}

export function loadSimilar(productId: string, signal: AbortSignal) {
  return listSimilarProducts(apiClient, productId, undefined, signal);
}

export function lookupVariants(productId: string, attributes: AttributeSelection, signal: AbortSignal) {
  return getProductVariants(apiClient, productId, attributes, signal);
}

/** Product view and recently viewed (the machine sends them for a customer only); silent on failure. */
export async function trackView(productId: string, signal: AbortSignal): Promise<undefined> {
  await Promise.allSettled([trackProductView(apiClient, productId, signal), trackRecentlyViewed(apiClient, productId, signal)]);
  return undefined;
}

/** GET /product/check-availability/{id}: is the quantity still there, right before it goes to the cart. */
export function checkStock({ productId, quantity, variantId }: AvailabilityQuestion, signal: AbortSignal) {
  return checkAvailability(apiClient, productId, { quantity, ...(variantId ? { variantId } : {}) }, signal);
}
