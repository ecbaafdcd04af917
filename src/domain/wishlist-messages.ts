/** What the shopper is told about the wishlist. */
export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  addFailed: 'Failed to add to wishlist',
  removeFailed: 'Failed to remove from wishlist',
  updateFailed: 'Failed to update wishlist',
} as const;

/** True when the wishlist (as the server lists it) holds the product, in any variant. */
export function isInWishlist(entries: readonly { productId: { _id: string } | null }[], productId: string): boolean {
  return entries.some((entry) => entry.productId?._id === productId);
}
