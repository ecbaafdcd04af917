import { describe, expect, it } from 'vitest';
import {
  canCreateAnotherCollection,
  canSubmitCollection,
  MAX_COLLECTIONS,
  TOO_MANY_COLLECTIONS,
  validateCollectionName,
} from '../../../src/domain/validation/collection.ts';
import { validateExportSelection } from '../../../src/domain/validation/export-orders.ts';
import { LOGIN_REQUIRED } from '../../../src/domain/validation/login-required.ts';

describe('create collection', () => {
  it('needs a non-blank name', () => {
    expect(validateCollectionName('')).toBe('Collection name is required');
    expect(validateCollectionName('   ')).toBe('Collection name is required');
    expect(validateCollectionName(' Lagos nights ')).toBeNull();
  });

  it('disables submit while blank or busy', () => {
    expect(canSubmitCollection('Favourites', false)).toBe(true);
    expect(canSubmitCollection('Favourites', true)).toBe(false);
    expect(canSubmitCollection(' ', false)).toBe(false);
  });

  it('allows 100 collections per account and not one more', () => {
    expect(MAX_COLLECTIONS).toBe(100);
    expect(TOO_MANY_COLLECTIONS).toBe('You can have at most 100 collections');
    expect(canCreateAnotherCollection(0)).toBe(true);
    expect(canCreateAnotherCollection(99)).toBe(true);
    expect(canCreateAnotherCollection(100)).toBe(false);
    expect(canCreateAnotherCollection(101)).toBe(false);
  });
});

describe('export orders', () => {
  it('needs at least one order selected', () => {
    expect(validateExportSelection([])).toBe('Please select orders to export');
    expect(validateExportSelection(['o1'])).toBeNull();
  });
});

describe('login required messages', () => {
  it('uses the spec’s wording', () => {
    expect(LOGIN_REQUIRED).toEqual({
      cart: 'Please log in to add items to cart',
      wishlist: 'Please log in to add items to wishlist',
      review: 'Please log in to add a review',
      productPageWishlistError: 'Please login to add to wishlist',
      productPageWishlistInfo: 'Please login to add items to wishlist',
    });
  });
});
