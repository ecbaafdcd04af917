import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { grantExpiry } from '../../src/domain/download-grant.ts';
import { formatNaira } from '../../src/domain/money.ts';
import { paymentMatchesOrder, toKobo } from '../../src/domain/payment-amount.ts';
import { registerDigitalFiles } from '../downloads/digital-file-store.ts';
import { findOrder, moveOrder } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import type { ProviderVerdict } from './payment-provider.ts';
import type { PaymentRow } from './payment-repository.ts';
import { purchaseContext } from './purchase-context.ts';

interface Applied {
  readonly payment: PaymentRow;
  /** The order confirmed by this call (for the mail), or null when nothing new happened. */
  readonly confirmed: OrderRow | null;
  /** A success that came for an order no longer waiting (cancelled meanwhile): it is refunded. */
  readonly orphaned: boolean;
}

async function grantDownloads(tx: Queryable, order: OrderRow, now: Date, limit: number, days: number): Promise<void> {
  await tx.query(
    `insert into download_grants (id, order_id, user_id, product_id, download_limit, expires_at, granted_at)
     select 'grt_' || md5(order_id || ':' || product_id), order_id, $2, product_id, $3, $4, $5
       from order_items where order_id = $1 and is_digital
     on conflict (order_id, product_id) do nothing`,
    [order.id, order.user_id, limit, grantExpiry(now, days), now],
  );
  const digital = await tx.query<{ product_id: string }>('select product_id from order_items where order_id = $1 and is_digital', [order.id]);
  if (digital.length > 0) await registerDigitalFiles(tx, digital.map((line) => line.product_id));
}

async function confirmOrder(deps: AppDeps, tx: Queryable, payment: PaymentRow, now: Date): Promise<OrderRow | null> {
  const order = await moveOrder(
    tx,
    payment.order_id,
    ['pending'],
    'confirmed',
    { status: 'confirmed', timestamp: now.toISOString(), note: 'Payment received' },
    ", payment_status = 'paid', payment_reference = $6",
    [payment.reference],
  );
  if (!order) return null;
  // The bought lines leave the cart; anything else the customer put there stays.
  await tx.query('delete from cart_items where user_id = $1 and cart_key in (select cart_key from order_items where order_id = $2)', [order.user_id, order.id]);
  const { settings } = purchaseContext(deps);
  await grantDownloads(tx, order, now, settings.downloadLimit, settings.downloadDays);
  return order;
}

/**
 * Records the provider's verdict on a payment, exactly once: the payment row is locked and only
 * a pending payment changes. A success confirms the order only for its exact amount in NGN.
 */
async function applyInTransaction(deps: AppDeps, tx: Queryable, reference: string, verdict: ProviderVerdict, now: Date): Promise<Applied | null> {
  const [payment] = await tx.query<PaymentRow>('select * from payments where reference = $1 for update', [reference]);
  if (!payment) return null;
  if (payment.status !== 'pending' || verdict.status === 'pending') return { payment, confirmed: null, orphaned: false };
  const [order] = await tx.query<{ amount: number }>('select amount from orders where id = $1', [payment.order_id]);
  // Checked against the order itself, so a payment row that disagrees with its order never confirms it.
  const succeeded = verdict.status === 'success' && order !== undefined && order.amount === payment.amount && paymentMatchesOrder(verdict, order.amount);
  if (verdict.status === 'success' && !succeeded) {
    deps.log.error(`Payment ${reference}: amount or currency does not match the order`, `${verdict.amountKobo} ${verdict.currency}`);
  }
  const status = succeeded ? 'success' : 'failed';
  const [updated] = await tx.query<PaymentRow>('update payments set status = $2, updated_at = $3 where reference = $1 returning *', [reference, status, now]);
  if (!updated) return null;
  if (!succeeded) {
    await tx.query("update orders set payment_status = 'failed', updated_at = $2 where id = $1 and payment_status = 'pending'", [payment.order_id, now]);
    return { payment: updated, confirmed: null, orphaned: false };
  }
  const confirmed = await confirmOrder(deps, tx, updated, now);
  return { payment: updated, confirmed, orphaned: confirmed === null };
}

function confirmationMail(order: OrderRow, publicUrl: string): { subject: string; text: string } {
  return {
    subject: `Order ${order.order_number} confirmed`,
    text: [
      `Thank you for your order, ${order.shipping_address.fullName}.`,
      '',
      `We received your payment of ${formatNaira(order.amount)} for order ${order.order_number}.`,
      `Follow it at ${publicUrl}/orders`,
    ].join('\n'),
  };
}

export async function applyVerdict(deps: AppDeps, reference: string, verdict: ProviderVerdict): Promise<PaymentRow | null> {
  const now = deps.clock();
  const applied = await deps.db.transaction((tx) => applyInTransaction(deps, tx, reference, verdict, now));
  if (!applied) return null;
  if (applied.confirmed) await sendConfirmation(deps, applied.confirmed);
  if (applied.orphaned) await refundOrphan(deps, applied.payment);
  return applied.payment;
}

async function sendConfirmation(deps: AppDeps, order: OrderRow): Promise<void> {
  const [user] = await deps.db.query<{ email: string }>('select email from users where id = $1', [order.user_id]);
  if (!user) return;
  await deps.mailer.send({ to: user.email, ...confirmationMail(order, deps.publicUrl) }).catch((error: unknown) => deps.log.error(`Confirmation mail for ${order.order_number} failed`, error));
}

/** Money that arrived for an order already cancelled goes straight back. */
async function refundOrphan(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const order = await findOrder(deps.db, payment.order_id);
  deps.log.error(`Payment ${payment.reference} succeeded for order ${order?.order_number ?? payment.order_id} that is ${order?.status ?? 'gone'}; refunding`, '');
  await purchaseContext(deps).provider.refund(payment.reference, toKobo(payment.amount));
  await deps.db.query("update payments set status = 'refunded', updated_at = $2 where reference = $1", [payment.reference, deps.clock()]);
}
