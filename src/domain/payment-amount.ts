/** Money as the card provider sees it: kobo, in NGN. */

export const PAYMENT_CURRENCY = 'NGN';

export function toKobo(naira: number): number {
  return naira * 100;
}

/** A provider's success confirms an order only for exactly its amount, in naira's currency. */
export function paymentMatchesOrder(paid: { amountKobo: number; currency: string }, orderAmountNaira: number): boolean {
  return paid.currency.toUpperCase() === PAYMENT_CURRENCY && paid.amountKobo === toKobo(orderAmountNaira);
}

/** The callback must be on the site's own origin, so the provider can never bounce a shopper elsewhere. */
export function isOwnOrigin(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
