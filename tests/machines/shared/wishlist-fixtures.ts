import type { WishlistEntry } from '../../../src/machines/shared/wishlist-toggle.machine.ts';

/** A wishlist entry as the server lists it, with only what the heart reads filled in. */
export function shallowWishlistEntry(productId: string): WishlistEntry {
  return { productId: { _id: productId }, variantId: null, selectedAttributes: {} } as unknown as WishlistEntry;
}
