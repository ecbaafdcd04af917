import type { AppDeps } from '../app-deps.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { findOrderByNumber, moveOrder, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { grantDownloads } from '../payments/apply-verdict.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import { recordAudit } from './audit-log.ts';
import { mailCustomer } from './move-order.ts';
import { pickupStateOf } from './pickup-state.ts';
import { collectedNote, collectRefusal, COLLECTED_STATUS, type StudioPaymentKind } from '../../src/domain/pickup-collection.ts';
import { itemStatusFor } from '../../src/domain/order-transitions.ts';

/**
 * Staff mark an order paid at the studio as paid and collected: it becomes delivered and paid in
 * one conditional move (a sweep cancelling it at the same moment leaves only one of the two), its
 * downloads are granted as a payment would grant them, the move is audited and the customer mailed.
 */
export async function collectOrderByStudio(
  deps: AppDeps,
  actor: StudioActor,
  orderNumber: string,
  paidWith: StudioPaymentKind,
  note: string | undefined,
): Promise<OrderRow> {
  const current = await findOrderByNumber(deps.db, orderNumber);
  if (!current) throw notFound(ORDER_NOT_FOUND);
  const refusal = collectRefusal(pickupStateOf(current));
  if (refusal) throw new HttpError(422, refusal);
  const now = deps.clock();
  const trimmed = note?.trim();
  const entryNote = trimmed ? `${collectedNote(paidWith)}. ${trimmed}` : collectedNote(paidWith);
  const collected = await deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, {
      orderId: current.id,
      from: [current.status],
      to: COLLECTED_STATUS,
      at: now,
      note: entryNote,
      paid: { reference: null },
    });
    if (!order) throw new HttpError(409, `Order ${orderNumber} changed meanwhile; try again`);
    await tx.query('update order_items set item_status = $2 where order_id = $1', [order.id, itemStatusFor(COLLECTED_STATUS)]);
    const { settings } = purchaseContext(deps);
    await grantDownloads(tx, order, now, settings.downloadLimit, settings.downloadDays);
    await recordAudit(tx, {
      actor,
      action: 'order.collect',
      subject: order.order_number,
      before: { status: current.status, paymentStatus: current.payment_status },
      after: { status: COLLECTED_STATUS, paymentStatus: 'paid', paidWith, ...(trimmed ? { note: trimmed } : {}) },
      at: now,
    });
    return order;
  });
  await mailCustomer(deps, collected, entryNote);
  return collected;
}
