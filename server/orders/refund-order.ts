import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { toKobo } from '../../src/domain/payment-amount.ts';
import { refundedByStaff } from '../payments/order-refunds.ts';
import { markRefundDue, refundDue } from '../payments/payment-refunds.ts';
import { findPaidPayment } from '../payments/payment-repository.ts';
import { findOrder } from './order-repository.ts';
import type { OrderRow } from './order-rows.ts';

/**
 * In the transaction that cancels an order: a paid order's payment becomes due for a refund and
 * the downloads bought with it end, so the cancellation and the debt commit together. Only what
 * staff have not refunded already is owed. Returns the
 * payment's reference, or null when nothing was paid.
 */
export async function oweCancelledOrderBack(tx: Queryable, order: OrderRow): Promise<string | null> {
  if (order.payment_status !== 'paid') return null;
  const paid = await findPaidPayment(tx, order.id);
  if (!paid) return null;
  await tx.query('delete from download_grants where order_id = $1', [order.id]);
  // What staff already refunded (or owe) of it is not refunded again.
  const left = paid.amount - (await refundedByStaff(tx, order.id));
  if (left <= 0) return null;
  await markRefundDue(tx, paid.reference, toKobo(left));
  return paid.reference;
}

/**
 * After the cancellation committed: asks the provider for the refund now. If the provider
 * fails, the cancellation stands with paymentStatus paid and the sweep retries the refund until
 * it goes through (then paymentStatus refunded). Answers the order as it is now.
 */
export async function refundCancelledOrder(deps: AppDeps, order: OrderRow, reference: string | null): Promise<OrderRow> {
  if (reference === null) return order;
  await refundDue(deps, reference);
  return (await findOrder(deps.db, order.id)) ?? order;
}
