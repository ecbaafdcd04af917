import type { AppDeps } from '../app-deps.ts';
import { toKobo } from '../../src/domain/payment-amount.ts';
import { findPaidPayment } from '../payments/payment-repository.ts';
import { purchaseContext } from '../payments/purchase-context.ts';
import type { OrderRow } from './order-rows.ts';

/**
 * Gives a cancelled order's payment back through the provider: paymentStatus refunded, the
 * refund noted in the history, and the downloads bought with it withdrawn. Nothing to do for an
 * order that was never paid.
 */
export async function refundCancelledOrder(deps: AppDeps, order: OrderRow): Promise<OrderRow> {
  if (order.payment_status !== 'paid') return order;
  const paid = await findPaidPayment(deps.db, order.id);
  if (!paid) return order;
  const now = deps.clock();
  await purchaseContext(deps).provider.refund(paid.reference, toKobo(paid.amount));
  const [refunded] = await deps.db.query<OrderRow>(
    `update orders set payment_status = 'refunded', status_history = status_history || $2::jsonb, updated_at = $3 where id = $1 returning *`,
    [order.id, JSON.stringify([{ status: 'cancelled', timestamp: now.toISOString(), note: 'Payment refunded' }]), now],
  );
  await deps.db.query("update payments set status = 'refunded', updated_at = $2 where reference = $1", [paid.reference, now]);
  await deps.db.query('delete from download_grants where order_id = $1', [order.id]);
  return refunded ?? order;
}
