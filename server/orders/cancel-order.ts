import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import {
  CANCEL_REASON_REQUIRED,
  CANNOT_CANCEL,
  cancelRefusal,
  DOWNLOADED_ORDER_NOT_CANCELLABLE,
} from '../../src/domain/order-eligibility.ts';
import { findOwnOrder, moveOrder, ORDER_NOT_FOUND } from './order-repository.ts';
import type { OrderRow } from './order-rows.ts';
import { releaseOrderStock } from './order-stock.ts';
import { oweCancelledOrderBack, refundCancelledOrder } from './refund-order.ts';

/** Downloads spent of the order's grants; `lock` holds the grants until the transaction ends. */
async function downloadsUsed(db: Queryable, orderId: string, { lock = false } = {}): Promise<number> {
  const rows = await db.query<{ downloads_used: number }>(
    `select downloads_used from download_grants where order_id = $1${lock ? ' for update' : ''}`,
    [orderId],
  );
  return rows.reduce((sum, row) => sum + row.downloads_used, 0);
}

/**
 * Cancels the customer's order while the domain rule allows it (not once a download was spent:
 * what was downloaded cannot be given back, so the studio settles such an order by hand): the
 * reason goes into the status history, reserved stock returns, and a paid order is refunded through the provider. A provider
 * failure does not undo or fail the cancellation: the refund stays due and the sweep retries it.
 */
export async function cancelOrder(deps: AppDeps, userId: string, orderId: string, reason: string): Promise<OrderRow> {
  if (reason.trim() === '') throw badRequest(CANCEL_REASON_REQUIRED);
  const now = deps.clock();
  const existing = await findOwnOrder(deps.db, userId, orderId);
  if (!existing) throw notFound(ORDER_NOT_FOUND);
  const refusal = cancelRefusal({
    status: existing.status,
    paymentStatus: existing.payment_status,
    downloadsUsed: await downloadsUsed(deps.db, orderId),
  });
  if (refusal) throw new HttpError(422, refusal);
  const { cancelled, refundReference } = await deps.db.transaction(async (tx) => {
    // The grants are locked first: a download racing this cancel either was spent before (then
    // this refuses) or waits and then finds its grant gone with the order cancelled.
    if ((await downloadsUsed(tx, orderId, { lock: true })) > 0) throw new HttpError(422, DOWNLOADED_ORDER_NOT_CANCELLABLE);
    const order = await moveOrder(tx, { orderId, from: ['pending', 'confirmed'], to: 'cancelled', at: now, note: reason.trim() });
    if (!order) throw new HttpError(422, CANNOT_CANCEL);
    await releaseOrderStock(tx, order.id, { reason: 'cancellation', actorId: userId, at: now });
    return { cancelled: order, refundReference: await oweCancelledOrderBack(tx, order) };
  });
  deps.catalogueCache.clear();
  return refundCancelledOrder(deps, cancelled, refundReference);
}
