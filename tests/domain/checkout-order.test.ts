import { describe, expect, it } from 'vitest';
import {
  chosenAddress,
  hasPreorderLines,
  isSameOrder,
  orderItems,
  shippingAddressOf,
  type CheckoutAddress,
  type CheckoutLine,
} from '../../src/domain/checkout-order.ts';

function address(id: string, isDefault = false): CheckoutAddress {
  return {
    _id: id,
    fullName: 'Ada Obi',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100001',
    phone: '+2348012345678',
    isDefault,
  };
}

function line(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    productId: 'lens',
    variantId: null,
    quantity: 1,
    selectedAttributes: {},
    isPreorder: false,
    product: { isAvailable: true },
    ...overrides,
  };
}

describe('chosenAddress', () => {
  const home = address('home');
  const office = address('office', true);
  const studio = address('studio');

  it('is the shopper’s choice while it is in the book', () => {
    expect(chosenAddress([home, office, studio], 'studio')).toBe(studio);
    expect(chosenAddress([home, office, studio], 'home')).toBe(home);
  });

  it('is the default when there is no choice or the chosen one is gone', () => {
    expect(chosenAddress([home, office, studio], null)).toBe(office);
    expect(chosenAddress([home, office, studio], 'deleted')).toBe(office);
  });

  it('is the first when there is no default, and none for an empty book', () => {
    expect(chosenAddress([home, studio], null)).toBe(home);
    expect(chosenAddress([home, studio], 'deleted')).toBe(home);
    expect(chosenAddress([], 'home')).toBeNull();
    expect(chosenAddress([], null)).toBeNull();
  });
});

describe('hasPreorderLines', () => {
  it('is true for a pre-order line or a line that can no longer ship now', () => {
    expect(hasPreorderLines([line(), line({ isPreorder: true })])).toBe(true);
    expect(hasPreorderLines([line({ product: { isAvailable: false } }), line()])).toBe(true);
  });

  it('is false when every line ships now, and for no lines', () => {
    expect(hasPreorderLines([line(), line({ productId: 'tripod' })])).toBe(false);
    expect(hasPreorderLines([])).toBe(false);
  });
});

describe('orderItems', () => {
  it('keeps what POST /order/create takes, and nothing of the product', () => {
    const lines = [
      line({ productId: 'lens', variantId: 'lens-black', quantity: 2, selectedAttributes: { color: 'Black' }, isPreorder: true }),
      line({ productId: 'tripod' }),
    ];
    expect(orderItems(lines)).toEqual([
      { productId: 'lens', variantId: 'lens-black', quantity: 2, selectedAttributes: { color: 'Black' }, isPreorder: true },
      { productId: 'tripod', variantId: null, quantity: 1, selectedAttributes: {}, isPreorder: false },
    ]);
  });
});

describe('shippingAddressOf', () => {
  const fields = {
    fullName: 'Ada Obi',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100001',
    phone: '+2348012345678',
  };

  it('carries the address without its id and default flag', () => {
    expect(shippingAddressOf(address('home', true))).toEqual(fields);
  });

  it('carries a landmark trimmed, and leaves out one that is empty, blank or missing', () => {
    expect(shippingAddressOf({ ...address('home'), landmark: ' Opposite Bodija market ' })).toEqual({
      ...fields,
      landmark: 'Opposite Bodija market',
    });
    expect(shippingAddressOf({ ...address('home'), landmark: '  ' })).toEqual(fields);
    expect(shippingAddressOf({ ...address('home'), landmark: null })).toEqual(fields);
  });

  it('carries an email trimmed, and leaves out one that is empty, blank or missing', () => {
    expect(shippingAddressOf({ ...address('home'), email: '  ada@example.ng ' })).toEqual({ ...fields, email: 'ada@example.ng' });
    expect(shippingAddressOf({ ...address('home'), email: '   ' })).toEqual(fields);
    expect(shippingAddressOf({ ...address('home'), email: '' })).toEqual(fields);
    expect(shippingAddressOf({ ...address('home'), email: null })).toEqual(fields);
  });
});

describe('isSameOrder', () => {
  const delivery = {
    fullName: 'Ada Obi',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100001',
    phone: '+2348012345678',
    email: 'ada@example.ng',
  };
  const lens = { productId: 'lens', variantId: null, quantity: 2, isPreorder: false };
  const tee = { productId: 'tee', variantId: 'tee-m', quantity: 1, isPreorder: true };
  const placed = {
    items: [lens, tee],
    shippingMethod: 'standard',
    shippingAddress: delivery,
    notes: 'Ring twice',
  };

  it('is the same order for the same lines in any order, address, shipping and notes', () => {
    expect(isSameOrder(placed, { ...placed, items: [...placed.items].reverse(), notes: ' Ring twice ' })).toBe(true);
    expect(isSameOrder({ ...placed, notes: null }, { ...placed, notes: undefined })).toBe(true);
    expect(
      isSameOrder(
        { ...placed, shippingAddress: { ...delivery, email: null } },
        { ...placed, shippingAddress: { ...delivery, email: undefined } },
      ),
    ).toBe(true);
  });

  it('differs by one unit, a line more or less, another variant or a pre-order flag', () => {
    expect(isSameOrder(placed, { ...placed, items: [{ ...lens, quantity: 3 }, tee] })).toBe(false);
    expect(isSameOrder(placed, { ...placed, items: [{ ...lens, quantity: 1 }, tee] })).toBe(false);
    expect(isSameOrder(placed, { ...placed, items: [lens] })).toBe(false);
    expect(
      isSameOrder(placed, { ...placed, items: [...placed.items, { productId: 'bag', variantId: null, quantity: 1, isPreorder: false }] }),
    ).toBe(false);
    expect(isSameOrder(placed, { ...placed, items: [lens, { ...tee, variantId: 'tee-l' }] })).toBe(false);
    expect(isSameOrder(placed, { ...placed, items: [lens, { ...tee, isPreorder: false }] })).toBe(false);
  });

  it('differs by the shipping method, any address field or the notes', () => {
    expect(isSameOrder(placed, { ...placed, shippingMethod: 'premium' })).toBe(false);
    for (const field of ['fullName', 'address', 'city', 'state', 'zipCode', 'phone', 'email', 'landmark'] as const) {
      expect(isSameOrder(placed, { ...placed, shippingAddress: { ...delivery, [field]: 'other' } })).toBe(false);
    }
    expect(isSameOrder(placed, { ...placed, notes: 'Ring once' })).toBe(false);
    expect(isSameOrder(placed, { ...placed, notes: '' })).toBe(false);
  });

  it('differs by the way of paying; left out is paying online', () => {
    expect(isSameOrder({ ...placed, paymentMethod: 'paystack' }, placed)).toBe(true);
    expect(isSameOrder(placed, { ...placed, paymentMethod: null })).toBe(true);
    expect(isSameOrder({ ...placed, paymentMethod: 'paystack' }, { ...placed, paymentMethod: 'pay_at_pickup' })).toBe(false);
    expect(isSameOrder(placed, { ...placed, paymentMethod: 'pay_at_pickup' })).toBe(false);
    expect(isSameOrder({ ...placed, paymentMethod: 'pay_at_pickup' }, placed)).toBe(false);
  });

  it('a landmark left out is the same as an empty one', () => {
    expect(isSameOrder({ ...placed, shippingAddress: { ...delivery, landmark: '' } }, placed)).toBe(true);
    expect(
      isSameOrder(
        { ...placed, shippingAddress: { ...delivery, landmark: ' Gate 2 ' } },
        { ...placed, shippingAddress: { ...delivery, landmark: 'Gate 2' } },
      ),
    ).toBe(true);
  });

  it('matches an order without delivery (null on the order, left out of the request) only with another', () => {
    const course = { productId: 'course', variantId: null, quantity: 1, isPreorder: false };
    const digital = { items: [course], shippingMethod: null, shippingAddress: null };
    expect(isSameOrder(digital, { items: [course] })).toBe(true);
    expect(isSameOrder(digital, { items: [course], shippingMethod: 'standard', shippingAddress: delivery })).toBe(false);
    expect(isSameOrder(digital, { items: [course], shippingAddress: delivery })).toBe(false);
    expect(isSameOrder(digital, { items: [course], shippingMethod: 'standard' })).toBe(false);
  });
});
