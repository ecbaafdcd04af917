import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';
import { purchaseContext } from './purchase-context.ts';
import { toKobo } from '../../src/domain/payment-amount.ts';
import { paymentStatusAfterRefunds, refundNote } from '../../src/domain/refunds.ts';
import { formatNaira } from '../../src/domain/money.ts';

/** A staff refund claimed by a process that then went silent this long may be taken over. */
const CLAIM_MINUTES = 5;

export interface OrderRefundRow {
  id: string;
  order_id: string;
  payment_reference: string;
  amount: number;
  lines: { line: number; quantity: number }[];
  reason: string;
  actor_id: string | null;
  status: 'due' | 'refunded';
  created_at: Date;
}

/** Whether staff refunds were made from this payment (its refunds then settle one by one, not the payment as a whole). */
export async function hasOrderRefunds(db: Queryable, reference: string): Promise<boolean> {
  const rows = await db.query('select 1 from order_refunds where payment_reference = $1 limit 1', [reference]);
  return rows.length > 0;
}

/** What staff refunds took from an order, made or due: the cancellation refunds only the rest. */
export async function refundedByStaff(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>('select coalesce(sum(amount), 0)::int as total from order_refunds where order_id = $1', [
    orderId,
  ]);
  return row?.total ?? 0;
}

/**
 * Asks the provider for a staff refund that is due, once at a time across processes. When the
 * provider makes it, it is recorded (history, payment status, the customer's mail) and true is
 * returned; when the provider fails it stays due for the sweep, and false is returned.
 */
export async function payDueOrderRefund(deps: AppDeps, id: string): Promise<boolean> {
  const now = deps.clock();
  const [claimed] = await deps.db.query<OrderRefundRow>(
    `update order_refunds set claimed_at = $2
      where id = $1 and status = 'due' and (claimed_at is null or claimed_at <= $3)
      returning *`,
    [id, now, addMinutes(now, -CLAIM_MINUTES)],
  );
  if (!claimed) return false;
  try {
    await purchaseContext(deps).provider.refund(claimed.payment_reference, toKobo(claimed.amount));
  } catch (error) {
    deps.log.error(`Refund ${id} of payment ${claimed.payment_reference} failed; it will be retried`, error);
    await deps.db.query('update order_refunds set claimed_at = null where id = $1', [id]);
    return false;
  }
  if (await markOrderRefundMade(deps, claimed, now)) await mailRefund(deps, claimed);
  return true;
}

/** The refund is made: its order's history says how much and why, and a payment refunded in full says so. */
async function markOrderRefundMade(deps: AppDeps, refund: OrderRefundRow, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const made = await tx.query(
      "update order_refunds set status = 'refunded', refunded_at = $2, claimed_at = null where id = $1 and status = 'due' returning id",
      [refund.id, now],
    );
    if (made.length === 0) return false;
    const [totals] = await tx.query<{ paid: number; refunded: number }>(
      `select p.amount as paid,
              (select coalesce(sum(amount), 0)::int from order_refunds where order_id = $1 and status = 'refunded') as refunded
         from payments p where p.reference = $2`,
      [refund.order_id, refund.payment_reference],
    );
    const paymentStatus = paymentStatusAfterRefunds(totals?.paid ?? 0, totals?.refunded ?? 0);
    await tx.query(
      `update orders set payment_status = case when payment_status = 'paid' then $3 else payment_status end,
              status_history = status_history || jsonb_build_array(jsonb_build_object('status', status, 'timestamp', $4::text, 'note', $5::text)),
              updated_at = $2
        where id = $1`,
      [refund.order_id, now, paymentStatus, now.toISOString(), refundNote(refund.amount, refund.reason)],
    );
    if (paymentStatus === 'refunded') {
      await tx.query("update payments set status = 'refunded', updated_at = $2 where reference = $1", [refund.payment_reference, now]);
    }
    return true;
  });
}

async function mailRefund(deps: AppDeps, refund: OrderRefundRow): Promise<void> {
  const [row] = await deps.db.query<{ email: string; name: string; order_number: string }>(
    'select u.email, u.name, o.order_number from orders o join users u on u.id = o.user_id where o.id = $1',
    [refund.order_id],
  );
  if (!row) return;
  const text = [
    `Hello ${row.name},`,
    '',
    `We have refunded ${formatNaira(refund.amount)} for your order ${row.order_number}: ${refund.reason.trim()}`,
    'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
    '',
    `Follow your order at ${deps.publicUrl}/orders`,
  ].join('\n');
  await deps.mailer
    .send({ to: row.email, subject: `Order ${row.order_number}: refund of ${formatNaira(refund.amount)}`, text })
    .catch((error: unknown) => deps.log.error(`Refund mail for ${row.order_number} failed`, error));
}

/** Retries every staff refund still due (the periodic sweep calls this). Returns how many were made. */
export async function retryDueOrderRefunds(deps: AppDeps): Promise<number> {
  const due = await deps.db.query<{ id: string }>("select id from order_refunds where status = 'due' order by created_at limit 100");
  let made = 0;
  for (const { id } of due) if (await payDueOrderRefund(deps, id)) made += 1;
  return made;
}
