import { addToWishlist, removeFromWishlist } from '../../api/wishlist.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { WishlistChange } from './wishlist-toggle.machine.ts';

export function saveWishlist(change: WishlistChange, signal: AbortSignal) {
  return change.action === 'add'
    ? addToWishlist(
        apiClient,
        { productId: change.productId, variantId: change.variantId, selectedAttributes: change.selectedAttributes },
        signal,
      )
    : removeFromWishlist(apiClient, { productId: change.productId, variantId: change.variantId }, signal);
}
