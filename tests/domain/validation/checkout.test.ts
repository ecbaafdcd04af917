import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../src/domain/validation/checkout.ts';

describe('validateCheckout', () => {
  it('needs an address, then a non-empty cart', () => {
    expect(validateCheckout({ selectedAddressId: null, cartItemCount: 0 })).toBe('Please select a delivery address');
    expect(validateCheckout({ selectedAddressId: '', cartItemCount: 2 })).toBe('Please select a delivery address');
    expect(validateCheckout({ cartItemCount: 2 })).toBe('Please select a delivery address');
    expect(validateCheckout({ selectedAddressId: 'a1', cartItemCount: 0 })).toBe('Your cart is empty');
    expect(validateCheckout({ selectedAddressId: 'a1', cartItemCount: 1 })).toBeNull();
    expect(validateCheckout({ selectedAddressId: null, cartItemCount: 1, needsAddress: true })).toBe('Please select a delivery address');
  });

  it('needs no address for digital products alone, still a non-empty cart', () => {
    expect(validateCheckout({ selectedAddressId: null, cartItemCount: 1, needsAddress: false })).toBeNull();
    expect(validateCheckout({ selectedAddressId: null, cartItemCount: 0, needsAddress: false })).toBe('Your cart is empty');
  });
});
