import { addToCart } from '../../api/cart.ts';
import { listProductsByWireQuery } from '../../api/catalogue.ts';
import { addToWishlist, removeFromWishlist } from '../../api/wishlist.ts';
import { productTitle } from '../../domain/product-page.ts';
import { mainImage } from '../../domain/variants.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { CartLine } from './add-to-cart.machine.ts';
import { SUGGESTION_LIMIT, type Suggestion } from './search-with-suggestions.machine.ts';
import type { WishlistChange } from './wishlist-toggle.machine.ts';

// The shared machines' requests, loaded on first use by shared.live.ts (no API layer in entry chunks).

export function addLine(line: CartLine, signal: AbortSignal) {
  return addToCart(apiClient, line, signal);
}

export function saveWishlist(change: WishlistChange, signal: AbortSignal) {
  const request =
    change.action === 'add'
      ? addToWishlist(apiClient, { productId: change.productId, variantId: change.variantId, selectedAttributes: change.selectedAttributes }, signal)
      : removeFromWishlist(apiClient, { productId: change.productId, variantId: change.variantId }, signal);
  return request;
}

/** Product suggestions for a search text: the first five products GET /product/list finds. */
export async function suggestProducts(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const page = await listProductsByWireQuery(apiClient, { search: text, limit: String(SUGGESTION_LIMIT) }, signal);
  return page.products.slice(0, SUGGESTION_LIMIT).map((product) => ({
    id: product._id,
    name: productTitle(product),
    image: mainImage(product) ?? null,
    category: product.category?.title ?? '',
  }));
}
