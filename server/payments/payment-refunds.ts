import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';
import { hasOrderRefunds, retryDueOrderRefunds } from './order-refunds.ts';
import { purchaseContext } from './purchase-context.ts';

/** A refund claimed by a process that then went silent this long may be taken over. */
const CLAIM_MINUTES = 5;

/**
 * Records that `kobo` of a payment must go back to the customer, in the caller's transaction, so
 * the decision and the debt commit together. A payment already refunded or already owed is left.
 */
export async function markRefundDue(tx: Queryable, reference: string, kobo: number): Promise<boolean> {
  const rows = await tx.query(
    "update payments set refund_kobo = $2 where reference = $1 and status <> 'refunded' and refund_kobo is null returning reference",
    [reference, kobo],
  );
  return rows.length === 1;
}

/**
 * Asks the provider for a refund that is due, once at a time across processes. When the provider
 * takes it the payment is refunded, and a cancelled order it paid gets paymentStatus refunded.
 * When the provider fails, the refund stays due for the sweep to retry, and false is returned: a
 * provider outage never fails the request that made the refund due.
 */
export async function refundDue(deps: AppDeps, reference: string): Promise<boolean> {
  const now = deps.clock();
  const [claimed] = await deps.db.query<{ refund_kobo: number }>(
    `update payments set refund_claimed_at = $2
      where reference = $1 and refund_kobo is not null and (refund_claimed_at is null or refund_claimed_at <= $3)
      returning refund_kobo`,
    [reference, now, addMinutes(now, -CLAIM_MINUTES)],
  );
  if (!claimed) return false;
  try {
    await purchaseContext(deps).provider.refund(reference, claimed.refund_kobo);
  } catch (error) {
    deps.log.error(`Refund of payment ${reference} failed; it will be retried`, error);
    await deps.db.query('update payments set refund_claimed_at = null where reference = $1', [reference]);
    return false;
  }
  await markRefunded(deps, reference, now);
  return true;
}

/** The payment is refunded, and a cancelled order it paid says so. */
async function markRefunded(deps: AppDeps, reference: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.query(
      "update payments set status = 'refunded', refund_kobo = null, refund_claimed_at = null, updated_at = $2 where reference = $1",
      [reference, now],
    );
    await tx.query(
      `update orders set payment_status = 'refunded', status_history = status_history || $2::jsonb, updated_at = $3
        where payment_reference = $1 and status = 'cancelled' and payment_status = 'paid'`,
      [reference, JSON.stringify([{ status: 'cancelled', timestamp: now.toISOString(), note: 'Payment refunded' }]), now],
    );
  });
}

/** The note on an order whose refund the provider could not make. */
export const REFUND_FAILED_NOTE = 'The refund could not be made; the studio will contact you to return the money';

/**
 * refund.processed: the provider says the money went back. A refund still due (this process has
 * not heard back from the provider's answer yet) is settled now; one already recorded is left.
 */
export async function refundProcessed(deps: AppDeps, reference: string): Promise<void> {
  const [payment] = await deps.db.query<{ status: string; refund_kobo: number | null }>(
    'select status, refund_kobo from payments where reference = $1',
    [reference],
  );
  if (!payment || payment.status === 'refunded') return;
  // A staff refund of part of the payment is settled by its own answer; it does not refund the payment.
  if (payment.refund_kobo === null && (await hasOrderRefunds(deps.db, reference))) return;
  await markRefunded(deps, reference, deps.clock());
}

/**
 * refund.failed: the provider took the refund and then could not make it (a closed account, a
 * bank's refusal). The payment and its order are paid again, the order's history says the studio
 * will return the money, and the log tells the studio; it is not retried, as the same refund
 * would fail again the same way.
 */
export async function refundFailed(deps: AppDeps, reference: string): Promise<void> {
  const now = deps.clock();
  if (await hasOrderRefunds(deps.db, reference)) {
    // Staff refunds were made from it: which of them failed is for the studio to see at the provider.
    deps.log.error(`A refund of payment ${reference} failed at the provider; check its refunds and return the money by hand`, '');
    return;
  }
  const reverted = await deps.db.transaction(async (tx) => {
    const rows = await tx.query(
      "update payments set status = 'success', refund_kobo = null, refund_claimed_at = null, updated_at = $2 where reference = $1 and status = 'refunded' returning reference",
      [reference, now],
    );
    if (rows.length === 0) return false;
    await tx.query(
      `update orders set payment_status = 'paid', status_history = status_history || $2::jsonb, updated_at = $3
        where payment_reference = $1 and payment_status = 'refunded'`,
      [reference, JSON.stringify([{ status: 'cancelled', timestamp: now.toISOString(), note: REFUND_FAILED_NOTE }]), now],
    );
    return true;
  });
  if (reverted) deps.log.error(`Refund of payment ${reference} failed at the provider; return the money by hand`, '');
}

/** Retries every refund still due, cancellations' and staff's (the periodic sweep calls this). Returns how many went through. */
export async function retryDueRefunds(deps: AppDeps): Promise<number> {
  const due = await deps.db.query<{ reference: string }>(
    'select reference from payments where refund_kobo is not null order by updated_at limit 100',
  );
  let refunded = 0;
  for (const { reference } of due) if (await refundDue(deps, reference)) refunded += 1;
  return refunded + (await retryDueOrderRefunds(deps));
}
