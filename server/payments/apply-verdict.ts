import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { grantExpiry } from '../../src/domain/download-grant.ts';
import { formatNaira } from '../../src/domain/money.ts';
import { receiptHtml, receiptText, type ReceiptOrder } from '../../src/domain/receipt.ts';
import { DEFAULT_STUDIO_EMAIL } from '../contact/studio.ts';
import { orderViewOf } from '../orders/order-view.ts';
import { paymentMatchesOrder, toKobo } from '../../src/domain/payment-amount.ts';
import { removeBoughtLines } from '../cart/remove-bought-lines.ts';
import { registerDigitalFiles } from '../downloads/digital-file-store.ts';
import { moveOrder } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import type { ProviderVerdict } from './payment-provider.ts';
import type { PaymentRow } from './payment-repository.ts';
import { markRefundDue, refundDue } from './payment-refunds.ts';
import { purchaseContext } from './purchase-context.ts';

interface Applied {
  readonly payment: PaymentRow;
  /** The order confirmed by this call (for the mail), or null when nothing new happened. */
  readonly confirmed: OrderRow | null;
  /** Money that must go back: a success for an order no longer waiting, or for the wrong amount. */
  readonly refundDue: boolean;
}

export async function grantDownloads(tx: Queryable, order: OrderRow, now: Date, limit: number, days: number): Promise<void> {
  await tx.query(
    `insert into download_grants (id, order_id, user_id, product_id, download_limit, expires_at, granted_at)
     select 'grt_' || md5(order_id || ':' || product_id), order_id, $2, product_id, $3, $4, $5
       from order_items where order_id = $1 and is_digital
     on conflict (order_id, product_id) do nothing`,
    [order.id, order.user_id, limit, grantExpiry(now, days), now],
  );
  const digital = await tx.query<{ product_id: string }>('select product_id from order_items where order_id = $1 and is_digital', [
    order.id,
  ]);
  if (digital.length > 0)
    await registerDigitalFiles(
      tx,
      digital.map((line) => line.product_id),
    );
}

/**
 * Confirms the order this payment is for, only while it is pending and still holds its stock
 * (an order whose stock went back cannot be fulfilled from it).
 */
async function confirmOrder(deps: AppDeps, tx: Queryable, payment: PaymentRow, now: Date): Promise<OrderRow | null> {
  const [waiting] = await tx.query<{ id: string }>("select id from orders where id = $1 and status = 'pending' and holds_stock", [
    payment.order_id,
  ]);
  if (!waiting) return null;
  const order = await moveOrder(tx, {
    orderId: payment.order_id,
    from: ['pending'],
    to: 'confirmed',
    at: now,
    note: 'Payment received',
    paid: { reference: payment.reference },
  });
  if (!order) return null;
  await removeBoughtLines(tx, order);
  const { settings } = purchaseContext(deps);
  await grantDownloads(tx, order, now, settings.downloadLimit, settings.downloadDays);
  return order;
}

/**
 * Records the provider's verdict on a payment, exactly once: the payment row is locked, and only
 * a payment still pending, or failed so far, changes (a provider may report success after a
 * failure, e.g. a checkout completed after it was reported abandoned). A success confirms the
 * order only for its exact amount in NGN; money that cannot confirm it is made due for a refund
 * in the same transaction, so it goes back even if the provider is down right now.
 */
async function applyInTransaction(
  deps: AppDeps,
  tx: Queryable,
  reference: string,
  verdict: ProviderVerdict,
  now: Date,
): Promise<Applied | null> {
  const [locked] = await tx.query<PaymentRow>('select * from payments where reference = $1 for update', [reference]);
  if (!locked) return null;
  // The channel as the provider reports it (the status page says it waits for a transfer), kept whatever the verdict.
  const payment = verdict.channel && verdict.channel !== locked.channel ? { ...locked, channel: verdict.channel } : locked;
  if (payment !== locked) await tx.query('update payments set channel = $2 where reference = $1', [reference, payment.channel]);
  const unchanged = { payment, confirmed: null, refundDue: false };
  const open = payment.status === 'pending' || (payment.status === 'failed' && payment.refund_kobo === null);
  if (!open || verdict.status === 'pending') return unchanged;
  if (verdict.status === 'failed') {
    if (payment.status !== 'pending') return unchanged;
    const failed = await setPaymentStatus(tx, reference, 'failed', now);
    await tx.query("update orders set payment_status = 'failed', updated_at = $2 where id = $1 and payment_status = 'pending'", [
      payment.order_id,
      now,
    ]);
    return { payment: failed, confirmed: null, refundDue: false };
  }
  const [order] = await tx.query<{ amount: number }>('select amount from orders where id = $1', [payment.order_id]);
  // Checked against the order itself, so a payment row that disagrees with its order never confirms it.
  if (order === undefined || order.amount !== payment.amount || !paymentMatchesOrder(verdict, order.amount)) {
    deps.log.error(
      `Payment ${reference}: amount or currency does not match the order; refunding`,
      `${verdict.amountKobo} ${verdict.currency}`,
    );
    const failed = await setPaymentStatus(tx, reference, 'failed', now);
    await tx.query("update orders set payment_status = 'failed', updated_at = $2 where id = $1 and payment_status = 'pending'", [
      payment.order_id,
      now,
    ]);
    const charged = verdict.amountKobo > 0 && (await markRefundDue(tx, reference, verdict.amountKobo));
    return { payment: failed, confirmed: null, refundDue: charged };
  }
  const succeeded = await setPaymentStatus(tx, reference, 'success', now);
  const confirmed = await confirmOrder(deps, tx, succeeded, now);
  if (confirmed) return { payment: succeeded, confirmed, refundDue: false };
  const [current] = await tx.query<{ order_number: string; status: string }>('select order_number, status from orders where id = $1', [
    payment.order_id,
  ]);
  deps.log.error(
    `Payment ${reference} succeeded for order ${current?.order_number ?? payment.order_id} that is ${current?.status ?? 'gone'}; refunding`,
    '',
  );
  return { payment: succeeded, confirmed: null, refundDue: await markRefundDue(tx, reference, toKobo(payment.amount)) };
}

async function setPaymentStatus(tx: Queryable, reference: string, status: PaymentRow['status'], now: Date): Promise<PaymentRow> {
  const [updated] = await tx.query<PaymentRow>('update payments set status = $2, updated_at = $3 where reference = $1 returning *', [
    reference,
    status,
    now,
  ]);
  if (!updated) throw new Error(`Payment ${reference} vanished while locked`);
  return updated;
}

export const SANDBOX_MAIL_NOTE = 'This was a sandbox payment: no money was taken. The shop is running without a live payment provider.';

/** The customer's payment mail: the greeting, what was received, then the receipt, as text and the same as HTML. */
function confirmationMail(
  order: OrderRow,
  view: ReceiptOrder,
  orderUrl: string,
  sandbox: boolean,
): { subject: string; text: string; html: string } {
  const intro = [
    [order.shipping_address ? `Thank you for your order, ${order.shipping_address.fullName}.` : 'Thank you for your order.'],
    [
      sandbox
        ? `Your order ${order.order_number} of ${formatNaira(order.amount)} is confirmed.`
        : `We received your payment of ${formatNaira(order.amount)} for order ${order.order_number}.`,
      ...(sandbox ? [SANDBOX_MAIL_NOTE] : []),
    ],
  ];
  return {
    subject: `Order ${order.order_number} confirmed${sandbox ? ' (sandbox payment)' : ''}`,
    text: [...intro.flatMap((block) => [...block, '']), receiptText(view, orderUrl)].join('\n'),
    html: receiptHtml(view, orderUrl, intro),
  };
}

/**
 * Applies a verdict and then does what follows outside the transaction: the confirmation mail,
 * and the refund of money that could not confirm the order (retried by the sweep if it fails).
 * Answers the payment as the verdict left it.
 */
export async function applyVerdict(deps: AppDeps, reference: string, verdict: ProviderVerdict): Promise<PaymentRow | null> {
  const now = deps.clock();
  const applied = await deps.db.transaction((tx) => applyInTransaction(deps, tx, reference, verdict, now));
  if (!applied) return null;
  if (applied.confirmed) await sendConfirmation(deps, applied.confirmed, applied.payment.provider === 'sandbox');
  if (applied.refundDue) await refundDue(deps, reference);
  return applied.payment;
}

async function sendConfirmation(deps: AppDeps, order: OrderRow, sandbox: boolean): Promise<void> {
  const [user] = await deps.db.query<{ email: string }>('select email from users where id = $1', [order.user_id]);
  if (!user) return;
  // The receipt: lines, totals, delivery or pickup, and the way back to the order.
  const view = await orderViewOf(deps.db, order);
  const orderUrl = `${deps.publicUrl}/orders`;
  const receipt = receiptText(view, orderUrl);
  await deps.mailer
    .send({ to: user.email, ...confirmationMail(order, view, orderUrl, sandbox) })
    .catch((error: unknown) => deps.log.error(`Confirmation mail for ${order.order_number} failed`, error));
  // The studio's copy, to pack or set aside: who ordered, and the same receipt with address, landmark and phone.
  await deps.mailer
    .send({
      to: deps.studioEmail ?? DEFAULT_STUDIO_EMAIL,
      subject: `New order ${order.order_number}${sandbox ? ' (sandbox payment, no money taken)' : ''}`,
      text: [`Customer: ${user.email}`, '', receipt].join('\n'),
    })
    .catch((error: unknown) => deps.log.error(`Studio mail for ${order.order_number} failed`, error));
}
