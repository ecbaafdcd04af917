import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartAmount,
  cartCount,
  cartPageQuantityChange,
  clampQuantity,
  cleanSelectedAttributes,
  lineTotal,
  MAX_QUANTITY_WITHOUT_STOCK,
  MIN_QUANTITY,
  productOptionsError,
  storeAcceptsQuantity,
} from '../../src/domain/cart.ts';

const discounted = { quantity: 2, product: { price: 10000, finalPrice: 9000 } };
const lines = [discounted, { quantity: 1, product: { price: 5000 } }, { quantity: 3, product: { price: 2000, finalPrice: null } }];

describe('cart totals', () => {
  it('counts units, not lines', () => {
    expect(cartCount(lines)).toBe(6);
    expect(cartCount([])).toBe(0);
  });

  it('sums finalPrice × quantity, falling back to price', () => {
    expect(lineTotal(discounted)).toBe(18000);
    expect(cartAmount(lines)).toBe(18000 + 5000 + 6000);
    expect(cartAmount([])).toBe(0);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity inside the range', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(10, 10)).toBe(10);
    expect(clampQuantity('4', 10)).toBe(4);
  });

  it('has a minimum of 1', () => {
    expect(MIN_QUANTITY).toBe(1);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(1, 10)).toBe(1);
  });

  it('caps at availableStock', () => {
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(6, 5)).toBe(5);
  });

  it('caps at 99 without a stock figure', () => {
    expect(MAX_QUANTITY_WITHOUT_STOCK).toBe(99);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(150, null)).toBe(99);
    expect(clampQuantity(150, Number.NaN)).toBe(99);
    expect(clampQuantity(99)).toBe(99);
    expect(clampQuantity(98)).toBe(98);
  });

  it('lets the minimum win when stock is below 1', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('counts a non-numeric entry as 1 and cuts fractions', () => {
    expect(clampQuantity('abc', 10)).toBe(1);
    expect(clampQuantity('', 10)).toBe(1);
    expect(clampQuantity(undefined, 10)).toBe(1);
    expect(clampQuantity(null, 10)).toBe(1);
    expect(clampQuantity({}, 10)).toBe(1);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity('3.7', 10)).toBe(3);
    expect(clampQuantity(2.9, 10)).toBe(2);
  });

  it('always lies within [1, max] for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        fc.option(fc.integer({ min: 1, max: 1000 })),
        (input, stock) => {
          const quantity = clampQuantity(input, stock);
          expect(Number.isInteger(quantity)).toBe(true);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(stock ?? 99);
        },
      ),
    );
  });

  it('leaves an in-range whole number unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (stock, offset) => {
        const wanted = Math.max(1, stock - offset);
        expect(clampQuantity(wanted, stock)).toBe(wanted);
      }),
    );
  });
});

describe('quantity changes', () => {
  it('removes the line on the cart page below 1', () => {
    expect(cartPageQuantityChange(0)).toEqual({ kind: 'remove' });
    expect(cartPageQuantityChange(-1)).toEqual({ kind: 'remove' });
    expect(cartPageQuantityChange(0.5)).toEqual({ kind: 'remove' });
    expect(cartPageQuantityChange(1)).toEqual({ kind: 'update', quantity: 1 });
    expect(cartPageQuantityChange(7)).toEqual({ kind: 'update', quantity: 7 });
  });

  it('skips a store update below 0', () => {
    expect(storeAcceptsQuantity(-1)).toBe(false);
    expect(storeAcceptsQuantity(-0.5)).toBe(false);
    expect(storeAcceptsQuantity(0)).toBe(true);
    expect(storeAcceptsQuantity(2)).toBe(true);
  });
});

describe('cleanSelectedAttributes', () => {
  it('drops empty values and keeps real ones as text', () => {
    expect(cleanSelectedAttributes({ color: 'Black', size: '', material: {}, finish: null, extra: undefined, blank: '  ', n: 3 })).toEqual({
      color: 'Black',
      n: '3',
    });
  });

  it('drops non-finite numbers, booleans and objects', () => {
    expect(cleanSelectedAttributes({ a: Number.NaN, b: true, c: { x: 1 }, d: ['x'] })).toEqual({});
  });

  it('accepts a missing map', () => {
    expect(cleanSelectedAttributes(undefined)).toEqual({});
    expect(cleanSelectedAttributes(null)).toEqual({});
  });
});

describe('productOptionsError', () => {
  it('refuses more than one variant with none selected', () => {
    expect(productOptionsError(2, undefined)).toBe('Please select product options');
    expect(productOptionsError(2, null)).toBe('Please select product options');
    expect(productOptionsError(3, '')).toBe('Please select product options');
  });

  it('passes with a selection, or with at most one variant', () => {
    expect(productOptionsError(2, 'v1')).toBeNull();
    expect(productOptionsError(1, undefined)).toBeNull();
    expect(productOptionsError(0, undefined)).toBeNull();
  });
});
