/**
 * The five price bands of the shop filter, in whole naira.
 *
 * Edges: every band is half-open, [priceMin, priceMax): the minimum is included and the maximum
 * is not. So ₦10,000 is in '₦10,000 - ₦50,000' and ₦50,000 is in '₦50,000 - ₦100,000'. This
 * keeps the bands mutually exclusive (the spec makes them single choices) and lets both ends
 * use the round numbers of the labels. The server filters with the same predicate.
 */
import { formatNaira } from './money.ts';

export type PriceBandId = 'under-10000' | '10000-50000' | '50000-100000' | '100000-500000' | 'above-500000';

export type PriceBand = {
  id: PriceBandId;
  label: string;
  /** Inclusive lower edge; absent means no lower edge. */
  priceMin?: number;
  /** Exclusive upper edge; absent means no upper edge. */
  priceMax?: number;
};

function between(id: PriceBandId, priceMin: number, priceMax: number): PriceBand {
  return { id, label: `${formatNaira(priceMin)} - ${formatNaira(priceMax)}`, priceMin, priceMax };
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-10000', label: `Under ${formatNaira(10000)}`, priceMax: 10000 },
  between('10000-50000', 10000, 50000),
  between('50000-100000', 50000, 100000),
  between('100000-500000', 100000, 500000),
  { id: 'above-500000', label: `Above ${formatNaira(500000)}`, priceMin: 500000 },
];

/** priceMin ≤ price < priceMax, either edge optional. */
export function priceInRange(price: number, priceMin?: number | null, priceMax?: number | null): boolean {
  if (priceMin != null && price < priceMin) return false;
  return priceMax == null || price < priceMax;
}

export function priceBandById(id: string | null | undefined): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.id === id);
}

/** The band a price falls in: exactly one, since the bands tile [0, ∞). */
export function priceBandForPrice(price: number): PriceBand | undefined {
  return PRICE_BANDS.find((band) => priceInRange(price, band.priceMin, band.priceMax));
}

/** Which band a filter's priceMin/priceMax pair selects, so the radio shows checked. */
export function priceBandForRange(priceMin?: number | null, priceMax?: number | null): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.priceMin === (priceMin ?? undefined) && band.priceMax === (priceMax ?? undefined));
}
