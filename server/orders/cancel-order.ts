import type { AppDeps } from '../app-deps.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { CANCEL_REASON_REQUIRED, canCancelOrder } from '../../src/domain/order-eligibility.ts';
import { toKobo } from '../../src/domain/payment-amount.ts';
import { findPaidPayment } from '../payments/payment-repository.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import { findOwnOrder, moveOrder, ORDER_NOT_FOUND } from './order-repository.ts';
import type { OrderRow } from './order-rows.ts';
import { releaseOrderStock } from './order-stock.ts';

export const CANNOT_CANCEL = 'This order can no longer be cancelled';

/**
 * Cancels the customer's order while the domain rule allows it: the reason goes into the status
 * history, reserved stock returns, and a paid order is refunded through the provider.
 */
export async function cancelOrder(deps: AppDeps, userId: string, orderId: string, reason: string): Promise<OrderRow> {
  if (reason.trim() === '') throw badRequest(CANCEL_REASON_REQUIRED);
  const now = deps.clock();
  const existing = await findOwnOrder(deps.db, userId, orderId);
  if (!existing) throw notFound(ORDER_NOT_FOUND);
  if (!canCancelOrder({ status: existing.status, paymentStatus: existing.payment_status })) throw new HttpError(422, CANNOT_CANCEL);
  const paid = existing.payment_status === 'paid' ? await findPaidPayment(deps.db, orderId) : null;
  const cancelled = await deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, orderId, ['pending', 'confirmed'], 'cancelled', { status: 'cancelled', timestamp: now.toISOString(), note: reason.trim() });
    if (!order) throw new HttpError(422, CANNOT_CANCEL);
    await releaseOrderStock(tx, order.id);
    return order;
  });
  deps.catalogueCache.clear();
  if (!paid) return cancelled;
  await purchaseContext(deps).provider.refund(paid.reference, toKobo(paid.amount));
  const [refunded] = await deps.db.query<OrderRow>(
    `update orders set payment_status = 'refunded', status_history = status_history || $2::jsonb, updated_at = $3 where id = $1 returning *`,
    [orderId, JSON.stringify([{ status: 'cancelled', timestamp: now.toISOString(), note: 'Payment refunded' }]), now],
  );
  await deps.db.query("update payments set status = 'refunded', updated_at = $2 where reference = $1", [paid.reference, now]);
  // Refunded means the downloads bought with that payment are no longer the customer's.
  await deps.db.query('delete from download_grants where order_id = $1', [orderId]);
  return refunded ?? cancelled;
}
