/** The payment status page and the provider callback. */

export const TOKEN_RETRY_MS = 500;

/** The provider sends the browser back to the site's own origin plus /payment/status. */
export function paymentCallbackUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/payment/status`;
}

export type PaymentPageState = 'loading' | 'pending' | 'success' | 'failed' | 'error';

/** Before any lookup: no reference or an error parameter means the error state at once. */
export function initialPaymentPageState(query: { reference?: string | null; error?: string | null }): PaymentPageState {
  return !query.reference || query.error != null ? 'error' : 'loading';
}

/** The state a lookup's transactionStatus leads to; anything unexpected is an error. */
export function paymentPageStateFor(transactionStatus: string | null | undefined): PaymentPageState {
  if (transactionStatus === 'pending' || transactionStatus === 'success' || transactionStatus === 'failed') {
    return transactionStatus;
  }
  return 'error';
}

/** Where an order that can still be paid is paid again: a new payment of the same order. */
export function payOrderPath(orderId: string): string {
  return `/payment?order=${encodeURIComponent(orderId)}`;
}
