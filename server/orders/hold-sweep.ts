import { paymentWindow } from './purchase-settings.ts';
import type { AppDeps } from '../app-deps.ts';
import { addMinutes } from '../platform/clock.ts';
import { moveOrder } from './order-repository.ts';
import { releaseOrderStock } from './order-stock.ts';
import { sweepLapsedPickups } from './pickup-sweep.ts';
import { applyVerdict } from '../payments/apply-verdict.ts';
import { retryDueRefunds } from '../payments/payment-refunds.ts';
import { purchaseContext } from '../payments/purchase-context.ts';

export const PAYMENT_NOT_RECEIVED = 'Payment not received';

/**
 * Asks the provider about each payment of the order still pending and applies its answer: a
 * payment made whose webhook is late (or whose shopper never came back) confirms the order
 * instead of losing it. False when the provider could not answer; the order then keeps its hold
 * until a later sweep can ask, rather than being cancelled while it may have been paid.
 */
async function settlePendingPayments(deps: AppDeps, orderId: string): Promise<boolean> {
  const pending = await deps.db.query<{ reference: string }>(
    "select reference from payments where order_id = $1 and status = 'pending' order by created_at",
    [orderId],
  );
  for (const { reference } of pending) {
    try {
      await applyVerdict(deps, reference, await purchaseContext(deps).provider.verify(reference));
    } catch (error) {
      deps.log.error(`Payment ${reference} could not be verified before the hold ended; asking again at the next sweep`, error);
      return false;
    }
  }
  return true;
}

/**
 * Cancels orders left unpaid for PAYMENT_HOLD_MINUTES since their latest payment initialization
 * (or their creation, while payment never started) and gives their stock back, after asking
 * the provider whether a payment still pending went through. Safe with several server processes
 * on one PostgreSQL: every move is conditional on the order still being pending, and stock is
 * released only by the caller that clears the order's holds_stock flag. Each order is cancelled
 * in its own transaction, so its stock rows are taken in the stable order of releaseOrderStock
 * and never interleaved with another order's (no deadlock with an order being placed). Returns
 * the number of orders cancelled.
 */
export async function sweepUnpaidOrders(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const cutoff = addMinutes(now, -paymentWindow(purchaseContext(deps).settings));
  const due = await deps.db.query<{ id: string }>(
    `select id from orders where status = 'pending' and payment_status <> 'paid' and hold_from <= $1 order by hold_from limit 100`,
    [cutoff],
  );
  let cancelled = 0;
  for (const { id } of due) {
    if (!(await settlePendingPayments(deps, id))) continue;
    const released = await deps.db.transaction(async (tx) => {
      const order = await moveOrder(tx, { orderId: id, from: ['pending'], to: 'cancelled', at: now, note: PAYMENT_NOT_RECEIVED });
      return order !== null && (await releaseOrderStock(tx, id, { reason: 'expiry', actorId: null, at: now }));
    });
    if (released) cancelled += 1;
  }
  if (cancelled > 0) deps.catalogueCache.clear();
  return cancelled;
}

/**
 * One run of the periodic sweep: unpaid orders past their hold are cancelled, so are orders to be
 * paid at the studio not collected in time, then refunds the provider failed before are asked
 * again. Each part runs even if another failed.
 */
export async function runPurchaseSweep(deps: AppDeps): Promise<{ cancelled: number; lapsedPickups: number; refunded: number }> {
  const cancelled = await sweepUnpaidOrders(deps).catch((error: unknown) => {
    deps.log.error('Unpaid order sweep failed', error);
    return 0;
  });
  if (cancelled > 0) deps.log.info(`Cancelled ${cancelled} unpaid order(s): ${PAYMENT_NOT_RECEIVED}`);
  const lapsedPickups = await sweepLapsedPickups(deps).catch((error: unknown) => {
    deps.log.error('Pickup hold sweep failed', error);
    return 0;
  });
  if (lapsedPickups > 0) deps.log.info(`Cancelled ${lapsedPickups} order(s) to be paid at the studio that were not collected in time`);
  const refunded = await retryDueRefunds(deps).catch((error: unknown) => {
    deps.log.error('Refund retry failed', error);
    return 0;
  });
  if (refunded > 0) deps.log.info(`Refunded ${refunded} payment(s) the provider had refused before`);
  return { cancelled, lapsedPickups, refunded };
}

/** Runs the sweep every minute until stopped; a failed run is logged and the next one tries again. */
export function startHoldSweep(deps: AppDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => void runPurchaseSweep(deps), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
