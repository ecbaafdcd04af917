import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { recordAudit } from './audit-log.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { findOrderByNumber, moveOrder, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { releaseOrderStock } from '../orders/order-stock.ts';
import { oweCancelledOrderBack, refundCancelledOrder } from '../orders/refund-order.ts';
import { itemStatusFor, transitionRefusal } from '../../src/domain/order-transitions.ts';
import { canStudioMoveOrder } from '../../src/domain/pickup-collection.ts';
import { pickupStateOf } from './pickup-state.ts';
import { statusLabel, type OrderStatus } from '../../src/domain/order-status.ts';

/**
 * The studio moves an order on (processing, shipped, delivered...), only as the domain rule
 * allows; the move is recorded in the status history and the customer is mailed.
 */
export async function moveOrderByStudio(
  deps: AppDeps,
  actor: StudioActor,
  orderNumber: string,
  to: OrderStatus,
  note: string | undefined,
): Promise<OrderRow> {
  const current = await findOrderByNumber(deps.db, orderNumber);
  if (!current) throw notFound(ORDER_NOT_FOUND);
  if (!canStudioMoveOrder(pickupStateOf(current), to)) throw new HttpError(422, transitionRefusal(current.status, to));
  const now = deps.clock();
  const trimmed = note?.trim();
  const { moved, refundReference } = await deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, { orderId: current.id, from: [current.status], to, at: now, ...(trimmed ? { note: trimmed } : {}) });
    if (!order) throw new HttpError(409, `Order ${orderNumber} changed meanwhile; try again`);
    await tx.query('update order_items set item_status = $2 where order_id = $1', [order.id, itemStatusFor(to)]);
    await recordAudit(tx, {
      actor,
      action: 'order.move',
      subject: order.order_number,
      before: { status: current.status },
      after: { status: to, ...(trimmed ? { note: trimmed } : {}) },
      at: now,
    });
    if (to !== 'cancelled') return { moved: order, refundReference: null };
    await releaseOrderStock(tx, order.id, { reason: 'cancellation', actorId: actor.id, at: now });
    // The refund is owed in the same transaction; a provider failure leaves it for the sweep.
    return { moved: order, refundReference: await oweCancelledOrderBack(tx, order) };
  });
  if (to !== 'cancelled') {
    await mailCustomer(deps, moved, trimmed);
    return moved;
  }
  deps.catalogueCache.clear();
  const refunded = await refundCancelledOrder(deps, moved, refundReference);
  await mailCustomer(deps, refunded, trimmed);
  return refunded;
}

export async function mailCustomer(deps: AppDeps, order: OrderRow, note: string | undefined): Promise<void> {
  const [user] = await deps.db.query<{ email: string; name: string }>('select email, name from users where id = $1', [order.user_id]);
  if (!user) return;
  const text = [
    `Hello ${user.name},`,
    '',
    `Your order ${order.order_number} is now ${statusLabel(order.status).toLowerCase()}.`,
    ...(note ? ['', note] : []),
    '',
    `Follow it at ${deps.publicUrl}/orders`,
  ].join('\n');
  await deps.mailer
    .send({ to: user.email, subject: `Order ${order.order_number}: ${statusLabel(order.status)}`, text })
    .catch((error: unknown) => deps.log.error(`Status mail for ${order.order_number} failed`, error));
}
