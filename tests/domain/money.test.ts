import { describe, expect, it } from 'vitest';
import { finalPrice, formatNaira, formatNairaWithKobo, hasDiscount, originalPrice, roundToKobo, savings } from '../../src/domain/money.ts';

describe('formatNaira', () => {
  it('writes the naira sign and thousands separators', () => {
    expect(formatNaira(25000)).toBe('₦25,000');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(999)).toBe('₦999');
  });

  it('shows whole naira, rounding half up', () => {
    expect(formatNaira(2.5)).toBe('₦3');
    expect(formatNaira(1999.4)).toBe('₦1,999');
  });

  it('puts the minus sign before the naira sign', () => {
    expect(formatNaira(-5000)).toBe('-₦5,000');
  });
});

describe('formatNairaWithKobo', () => {
  it('always shows two decimals', () => {
    expect(formatNairaWithKobo(25000)).toBe('₦25,000.00');
    expect(formatNairaWithKobo(1234.5)).toBe('₦1,234.50');
    expect(formatNairaWithKobo(0)).toBe('₦0.00');
    expect(formatNairaWithKobo(10.005)).toBe('₦10.01');
    expect(formatNairaWithKobo(10.123)).toBe('₦10.12');
  });
});

describe('roundToKobo', () => {
  it('keeps two decimals', () => {
    expect(roundToKobo(1100.0000000000002)).toBe(1100);
    expect(roundToKobo(12.345)).toBe(12.35);
    expect(roundToKobo(12.344)).toBe(12.34);
  });
});

describe('finalPrice', () => {
  it('uses finalPrice when the server sent one', () => {
    expect(finalPrice({ price: 10000, finalPrice: 9000 })).toBe(9000);
    expect(finalPrice({ price: 10000, finalPrice: 0 })).toBe(0);
  });

  it('falls back to price when finalPrice is missing or null', () => {
    expect(finalPrice({ price: 10000 })).toBe(10000);
    expect(finalPrice({ price: 10000, finalPrice: null })).toBe(10000);
  });
});

describe('hasDiscount', () => {
  it('is true only for a positive percent', () => {
    expect(hasDiscount({ price: 1, discount: 10 })).toBe(true);
    expect(hasDiscount({ price: 1, discount: 0.5 })).toBe(true);
    expect(hasDiscount({ price: 1, discount: 0 })).toBe(false);
    expect(hasDiscount({ price: 1, discount: -5 })).toBe(false);
    expect(hasDiscount({ price: 1, discount: null })).toBe(false);
    expect(hasDiscount({ price: 1 })).toBe(false);
  });
});

describe('originalPrice', () => {
  it('is price × (1 + discount / 100)', () => {
    expect(originalPrice({ price: 10000, discount: 10 })).toBe(11000);
    expect(originalPrice({ price: 1000, discount: 10 })).toBe(1100);
    expect(originalPrice({ price: 25000, discount: 20 })).toBe(30000);
    expect(originalPrice({ price: 999, discount: 15 })).toBe(1148.85);
  });

  it('is the price itself without a discount', () => {
    expect(originalPrice({ price: 10000 })).toBe(10000);
    expect(originalPrice({ price: 10000, discount: null })).toBe(10000);
    expect(originalPrice({ price: 10000, discount: 0 })).toBe(10000);
  });
});

describe('savings', () => {
  it('is the original price minus what the customer pays', () => {
    expect(savings({ price: 10000, discount: 10 })).toBe(1000);
    expect(savings({ price: 10000, discount: 10, finalPrice: 9000 })).toBe(2000);
    expect(savings({ price: 999, discount: 15 })).toBe(149.85);
  });

  it('is zero without a discount and never negative', () => {
    expect(savings({ price: 10000 })).toBe(0);
    expect(savings({ price: 10000, finalPrice: 12000 })).toBe(0);
  });
});
