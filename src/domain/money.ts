const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/** ₦ with thousands separators, whole naira: formatNaira(25000) is '₦25,000'. */
export function formatNaira(amount: number): string {
  return nairaFormat.format(amount);
}
