import type { AppDeps } from '../app-deps.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { CANCEL_REASON_REQUIRED, canCancelOrder } from '../../src/domain/order-eligibility.ts';
import { findOwnOrder, moveOrder, ORDER_NOT_FOUND } from './order-repository.ts';
import type { OrderRow } from './order-rows.ts';
import { releaseOrderStock } from './order-stock.ts';
import { oweCancelledOrderBack, refundCancelledOrder } from './refund-order.ts';

export const CANNOT_CANCEL = 'This order can no longer be cancelled';

/**
 * Cancels the customer's order while the domain rule allows it: the reason goes into the status
 * history, reserved stock returns, and a paid order is refunded through the provider. A provider
 * failure does not undo or fail the cancellation: the refund stays due and the sweep retries it.
 */
export async function cancelOrder(deps: AppDeps, userId: string, orderId: string, reason: string): Promise<OrderRow> {
  if (reason.trim() === '') throw badRequest(CANCEL_REASON_REQUIRED);
  const now = deps.clock();
  const existing = await findOwnOrder(deps.db, userId, orderId);
  if (!existing) throw notFound(ORDER_NOT_FOUND);
  if (!canCancelOrder({ status: existing.status, paymentStatus: existing.payment_status })) throw new HttpError(422, CANNOT_CANCEL);
  const { cancelled, refundReference } = await deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, orderId, ['pending', 'confirmed'], 'cancelled', { status: 'cancelled', timestamp: now.toISOString(), note: reason.trim() });
    if (!order) throw new HttpError(422, CANNOT_CANCEL);
    await releaseOrderStock(tx, order.id);
    return { cancelled: order, refundReference: await oweCancelledOrderBack(tx, order) };
  });
  deps.catalogueCache.clear();
  return refundCancelledOrder(deps, cancelled, refundReference);
}
