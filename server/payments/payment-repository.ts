import type { Queryable } from '../db/database.ts';

export interface PaymentRow {
  reference: string;
  order_id: string;
  user_id: string;
  provider: string;
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'refunded';
  sandbox_outcome: string | null;
  /** The sandbox's transfer settles at this time ("I have paid", then the bank's delay). */
  sandbox_settles_at: Date | null;
  /** card, bank_transfer, ussd or bank, once the provider says. */
  channel: string | null;
  /** Kobo owed back to the customer, while a refund is due. */
  refund_kobo: number | null;
  callback_url: string;
  created_at: Date;
}

export const PAYMENT_NOT_FOUND = 'Payment not found';

export async function findPayment(db: Queryable, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>('select * from payments where reference = $1', [reference]);
  return row ?? null;
}

/** The customer's own payment; another customer's is as unknown as a missing one. */
export async function findOwnPayment(db: Queryable, userId: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>('select * from payments where reference = $1 and user_id = $2', [reference, userId]);
  return row ?? null;
}

export async function insertPayment(
  db: Queryable,
  payment: Omit<PaymentRow, 'status' | 'sandbox_outcome' | 'sandbox_settles_at' | 'channel' | 'refund_kobo'>,
): Promise<void> {
  await db.query(
    `insert into payments (reference, order_id, user_id, provider, amount, currency, callback_url, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      payment.reference,
      payment.order_id,
      payment.user_id,
      payment.provider,
      payment.amount,
      payment.currency,
      payment.callback_url,
      payment.created_at,
    ],
  );
}

/** The successful payment of an order, if any (a refund needs its reference). */
export async function findPaidPayment(db: Queryable, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>("select * from payments where order_id = $1 and status = 'success' limit 1", [orderId]);
  return row ?? null;
}
