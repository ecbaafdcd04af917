/**
 * Money is an integer number of naira in the contract; these functions only derive and format.
 * Derived prices (the struck-through original price) can have kobo, so they are kept to two
 * decimals rather than rounded to whole naira.
 */

const NAIRA_SYMBOL_OPTIONS = {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
} as const;

const wholeNaira = new Intl.NumberFormat('en-NG', { ...NAIRA_SYMBOL_OPTIONS, maximumFractionDigits: 0 });
const nairaWithKobo = new Intl.NumberFormat('en-NG', {
  ...NAIRA_SYMBOL_OPTIONS,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₦ with thousands separators, whole naira: formatNaira(25000) is '₦25,000'. */
export function formatNaira(amount: number): string {
  return wholeNaira.format(amount);
}

/** The two-decimal variant for the places the spec shows kobo: '₦25,000.00'. */
export function formatNairaWithKobo(amount: number): string {
  return nairaWithKobo.format(amount);
}

/** The minimal price shape: products, variants and cart products all carry these fields. */
export type PricedItem = {
  price: number;
  /** Percent, e.g. 10 for 10 %. */
  discount?: number | null;
  finalPrice?: number | null;
};

/** Rounds to kobo so that 1000 × 1.1 reads 1100, not 1100.0000000000002. */
export function roundToKobo(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The price the customer pays: finalPrice when the server sent one, else price. */
export function finalPrice(item: PricedItem): number {
  return item.finalPrice ?? item.price;
}

/** True when the item carries a positive discount percent (the discount badge shows). */
export function hasDiscount(item: PricedItem): boolean {
  return (item.discount ?? 0) > 0;
}

/** The struck-through original price: price × (1 + discount / 100), as the spec defines it. */
export function originalPrice(item: PricedItem): number {
  return roundToKobo(item.price * (1 + (item.discount ?? 0) / 100));
}

/** What the shopper saves against the struck-through price; never negative. */
export function savings(item: PricedItem): number {
  return Math.max(0, roundToKobo(originalPrice(item) - finalPrice(item)));
}
