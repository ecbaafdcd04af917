import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, priceBandById, priceBandForPrice, priceBandForRange, priceInRange } from '../../src/domain/price-bands.ts';

describe('PRICE_BANDS', () => {
  it('lists the five bands with labels and half-open edges', () => {
    expect(PRICE_BANDS).toEqual([
      { id: 'under-10000', label: 'Under ₦10,000', priceMax: 10000 },
      { id: '10000-50000', label: '₦10,000 - ₦50,000', priceMin: 10000, priceMax: 50000 },
      { id: '50000-100000', label: '₦50,000 - ₦100,000', priceMin: 50000, priceMax: 100000 },
      { id: '100000-500000', label: '₦100,000 - ₦500,000', priceMin: 100000, priceMax: 500000 },
      { id: 'above-500000', label: 'Above ₦500,000', priceMin: 500000 },
    ]);
  });
});

describe('priceInRange', () => {
  it('includes the minimum and excludes the maximum', () => {
    expect(priceInRange(10000, 10000, 50000)).toBe(true);
    expect(priceInRange(49999, 10000, 50000)).toBe(true);
    expect(priceInRange(50000, 10000, 50000)).toBe(false);
    expect(priceInRange(9999, 10000, 50000)).toBe(false);
  });

  it('treats a missing edge as open', () => {
    expect(priceInRange(0, undefined, 10000)).toBe(true);
    expect(priceInRange(10000, null, 10000)).toBe(false);
    expect(priceInRange(10_000_000, 500000)).toBe(true);
    expect(priceInRange(499999, 500000, null)).toBe(false);
    expect(priceInRange(5)).toBe(true);
    expect(priceInRange(-1, null, 10000)).toBe(true);
    expect(priceInRange(-1, undefined, 10000)).toBe(true);
  });
});

describe('priceBandForPrice', () => {
  it('puts each edge in the band that starts there', () => {
    expect(priceBandForPrice(9999)?.id).toBe('under-10000');
    expect(priceBandForPrice(10000)?.id).toBe('10000-50000');
    expect(priceBandForPrice(49999)?.id).toBe('10000-50000');
    expect(priceBandForPrice(50000)?.id).toBe('50000-100000');
    expect(priceBandForPrice(100000)?.id).toBe('100000-500000');
    expect(priceBandForPrice(499999)?.id).toBe('100000-500000');
    expect(priceBandForPrice(500000)?.id).toBe('above-500000');
    expect(priceBandForPrice(0)?.id).toBe('under-10000');
  });
});

describe('lookups', () => {
  it('finds a band by id', () => {
    expect(priceBandById('50000-100000')?.label).toBe('₦50,000 - ₦100,000');
    expect(priceBandById('cheap')).toBeUndefined();
  });

  it('finds the band a priceMin/priceMax pair selects', () => {
    expect(priceBandForRange(10000, 50000)?.id).toBe('10000-50000');
    expect(priceBandForRange(undefined, 10000)?.id).toBe('under-10000');
    expect(priceBandForRange(null, 10000)?.id).toBe('under-10000');
    expect(priceBandForRange(500000, null)?.id).toBe('above-500000');
    expect(priceBandForRange(10000, 60000)).toBeUndefined();
    expect(priceBandForRange(null, null)).toBeUndefined();
  });
});
