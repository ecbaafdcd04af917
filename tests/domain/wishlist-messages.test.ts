import { describe, expect, it } from 'vitest';
import { isInWishlist, WISHLIST_MESSAGES } from '../../src/domain/wishlist-messages.ts';

describe('WISHLIST_MESSAGES', () => {
  it('are the spec’s texts', () => {
    expect(WISHLIST_MESSAGES).toEqual({
      added: 'Added to wishlist',
      removed: 'Removed from wishlist',
      addFailed: 'Failed to add to wishlist',
      removeFailed: 'Failed to remove from wishlist',
      updateFailed: 'Failed to update wishlist',
    });
  });
});

describe('isInWishlist', () => {
  const entry = (id: string) => ({ productId: { _id: id } });

  it('is true when an entry holds the product, in any variant', () => {
    expect(isInWishlist([entry('lens'), entry('tripod')], 'tripod')).toBe(true);
    expect(isInWishlist([entry('tripod'), entry('tripod')], 'tripod')).toBe(true);
  });

  it('is false for other products, an empty list and entries whose product is gone', () => {
    expect(isInWishlist([entry('lens')], 'tripod')).toBe(false);
    expect(isInWishlist([], 'tripod')).toBe(false);
    expect(isInWishlist([{ productId: null }, entry('lens')], 'tripod')).toBe(false);
  });
});
