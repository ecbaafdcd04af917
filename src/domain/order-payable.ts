import type { OrderState } from './order-eligibility.ts';

// A rule of its own: checkout and the payment page ask only this, without the cancel and review rules.

/** Payment states in which no money was taken: a payment not started, still open, declined or abandoned. */
const UNPAID = ['pending', 'failed'] as const;

/**
 * An order can still be paid while it waits for payment (pending) and nothing was taken for it:
 * after a declined, cancelled or abandoned payment the same order is paid with a new reference,
 * never replaced by a second order. The hold's end cancels it, and then it can no longer be paid.
 */
export function canPayOrder(order: OrderState): boolean {
  return order.status === 'pending' && UNPAID.includes(order.paymentStatus as (typeof UNPAID)[number]);
}
