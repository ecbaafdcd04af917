/**
 * An order to be paid at the studio while it waits for its shopper. Kept apart from the
 * checkout's and the studio's rules and from the texts: each page loads only what it needs.
 */

/** The payment method of an order paid at the studio on collection. */
export const PAY_AT_STUDIO = 'pay_at_pickup';

export type PickupOrderState = { readonly status: string; readonly paymentMethod: string; readonly paymentStatus: string };

/** Statuses in which an order paid at the studio still waits for its shopper. */
const WAITING_STATUSES: readonly string[] = ['confirmed', 'processing'];

/** An order to be paid at the studio, not yet paid and not yet collected or cancelled. */
export function awaitsPaymentAtStudio(order: PickupOrderState): boolean {
  return order.paymentMethod === PAY_AT_STUDIO && order.paymentStatus !== 'paid' && WAITING_STATUSES.includes(order.status);
}
