import { describe, expect, it } from 'vitest';
import {
  LINE_QUANTITY_TOO_LARGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_TOTAL,
  MAX_ORDER_UNITS,
  mergeOrderLines,
  orderSizeError,
  orderTotalError,
  TOO_MANY_LINES,
  TOO_MANY_UNITS,
  TOTAL_TOO_LARGE,
} from '../../src/domain/order-limits.ts';

const lines = (count: number, quantity = 1) => Array.from({ length: count }, (_, index) => ({ productId: `p${index}`, quantity }));

describe('order limits', () => {
  it('has the documented bounds and messages', () => {
    expect([MAX_ORDER_LINES, MAX_LINE_QUANTITY, MAX_ORDER_UNITS, MAX_ORDER_TOTAL]).toEqual([50, 99, 200, 100_000_000]);
    expect(TOO_MANY_LINES).toBe('An order can have at most 50 different items');
    expect(LINE_QUANTITY_TOO_LARGE).toBe('An order can have at most 99 of one item');
    expect(TOO_MANY_UNITS).toBe('An order can have at most 200 items in total');
    expect(TOTAL_TOO_LARGE).toBe("An order's total can be at most ₦100,000,000. Please contact us to place a larger order.");
  });
});

describe('mergeOrderLines', () => {
  it('adds up repeated lines of one product, variant and pre-order choice into the first', () => {
    const merged = mergeOrderLines([
      { productId: 'a', quantity: 2, selectedAttributes: { color: 'Red' } },
      { productId: 'b', variantId: 'b-1', quantity: 1 },
      { productId: 'a', variantId: null, isPreorder: false, quantity: 3, selectedAttributes: { color: 'Blue' } },
      { productId: 'b', variantId: 'b-1', quantity: 4 },
    ]);
    expect(merged).toEqual([
      { productId: 'a', quantity: 5, selectedAttributes: { color: 'Red' } },
      { productId: 'b', variantId: 'b-1', quantity: 5 },
    ]);
  });

  it('keeps lines apart that differ in variant or pre-order', () => {
    const input = [
      { productId: 'a', quantity: 1 },
      { productId: 'a', variantId: 'a-1', quantity: 1 },
      { productId: 'a', isPreorder: true, quantity: 1 },
      { productId: 'a', variantId: 'a-1', isPreorder: true, quantity: 1 },
    ];
    expect(mergeOrderLines(input)).toEqual(input);
  });

  it('does not mistake ids that only look alike once joined', () => {
    const input = [
      { productId: 'a,b', quantity: 1 },
      { productId: 'a', variantId: 'b', quantity: 1 },
    ];
    expect(mergeOrderLines(input)).toEqual(input);
  });

  it('leaves the lines it was given unchanged', () => {
    const first = { productId: 'a', quantity: 1 };
    mergeOrderLines([first, { productId: 'a', quantity: 1 }]);
    expect(first).toEqual({ productId: 'a', quantity: 1 });
  });
});

describe('orderSizeError', () => {
  it('allows 50 lines and refuses 51', () => {
    expect(orderSizeError(lines(50))).toBeNull();
    expect(orderSizeError(lines(51))).toBe(TOO_MANY_LINES);
  });

  it('allows 99 of one line and refuses 100', () => {
    expect(orderSizeError([{ productId: 'a', quantity: 99 }])).toBeNull();
    expect(
      orderSizeError([
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 100 },
      ]),
    ).toBe(LINE_QUANTITY_TOO_LARGE);
  });

  it('allows 200 units in all and refuses 201', () => {
    expect(orderSizeError([...lines(2, 99), { productId: 'c', quantity: 2 }])).toBeNull();
    expect(orderSizeError([...lines(2, 99), { productId: 'c', quantity: 3 }])).toBe(TOO_MANY_UNITS);
  });

  it('checks the number of lines before their quantities', () => {
    expect(orderSizeError(lines(51, 99))).toBe(TOO_MANY_LINES);
  });
});

describe('orderTotalError', () => {
  it('allows exactly the cap and refuses a naira more', () => {
    expect(orderTotalError(100_000_000)).toBeNull();
    expect(orderTotalError(100_000_001)).toBe(TOTAL_TOO_LARGE);
    expect(orderTotalError(0)).toBeNull();
  });
});
