import type { AppDeps } from '../app-deps.ts';
import { formatDateTime } from '../../src/domain/dates.ts';
import { pickupLapsedNote } from '../../src/domain/pay-at-pickup.ts';
import { moveOrder } from './order-repository.ts';
import { releaseOrderStock } from './order-stock.ts';

/**
 * Cancels orders to be paid at the studio that were not collected before their hold ended, with a
 * note saying so, and puts their stock back on sale. Like the unpaid-order sweep, each order is
 * cancelled in its own transaction by a move conditional on it still waiting, and its stock is
 * released only by the caller that clears its holds_stock flag, so several server processes (or
 * staff marking it collected at the same moment) never release it twice. Returns the number cancelled.
 */
export async function sweepLapsedPickups(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const due = await deps.db.query<{ id: string; pickup_hold_until: Date }>(
    `select id, pickup_hold_until from orders
      where payment_method = 'pay_at_pickup' and payment_status <> 'paid' and status in ('confirmed', 'processing')
        and pickup_hold_until <= $1
      order by pickup_hold_until limit 100`,
    [now],
  );
  let cancelled = 0;
  for (const { id, pickup_hold_until } of due) {
    const released = await deps.db.transaction(async (tx) => {
      const order = await moveOrder(tx, {
        orderId: id,
        from: ['confirmed', 'processing'],
        to: 'cancelled',
        at: now,
        note: pickupLapsedNote(formatDateTime(pickup_hold_until)),
      });
      if (!order) return false;
      await tx.query("update order_items set item_status = 'pending' where order_id = $1", [id]);
      return releaseOrderStock(tx, id, { reason: 'expiry', actorId: null, at: now });
    });
    if (released) cancelled += 1;
  }
  if (cancelled > 0) deps.catalogueCache.clear();
  return cancelled;
}
