import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { listOrderItems, ORDER_NOT_FOUND } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { payDueOrderRefund, type OrderRefundRow } from '../payments/order-refunds.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import {
  lineRefundable,
  REFUND_NOT_PAID,
  refundableAmount,
  refundDueMessage,
  refundMadeMessage,
  refundOf,
  refundReasonProblem,
  refundRefusal,
  type RefundableLine,
  type RefundRequest,
} from '../../src/domain/refunds.ts';

type StudioRefund = components['schemas']['StudioRefund'];
type StudioOrderRefunds = components['schemas']['StudioOrderRefunds'];
type StudioRefundRequest = components['schemas']['StudioRefundRequest'];

type RefundWithActor = OrderRefundRow & { actor_name: string | null };

/** An order's refunds, its payment through the provider and its lines, as the refund rules see them. */
interface RefundState {
  readonly paid: number;
  readonly reference: string | null;
  readonly refunds: RefundWithActor[];
  readonly lines: RefundableLine[];
}

async function refundStateOf(db: Queryable, order: OrderRow): Promise<RefundState> {
  // One query after the other: inside the refund's transaction they share one connection.
  // A paid payment, or one that refunds (staff's or a cancellation's) made refunded.
  const payment = await db.query<{ reference: string; amount: number }>(
    "select reference, amount from payments where order_id = $1 and status in ('success', 'refunded') order by created_at limit 1",
    [order.id],
  );
  const refunds = await db.query<RefundWithActor>(
    `select r.*, u.name as actor_name from order_refunds r left join users u on u.id = r.actor_id
      where r.order_id = $1 order by r.created_at, r.id`,
    [order.id],
  );
  const items = await listOrderItems(db, [order.id]);
  const refundedUnits = new Map<number, number>();
  for (const refund of refunds) {
    for (const { line, quantity } of refund.lines) refundedUnits.set(line, (refundedUnits.get(line) ?? 0) + quantity);
  }
  return {
    paid: payment[0]?.amount ?? 0,
    reference: payment[0]?.reference ?? null,
    refunds,
    lines: items.map((item, index) => ({
      title: item.title,
      price: item.price,
      quantity: item.quantity,
      refunded: refundedUnits.get(index) ?? 0,
    })),
  };
}

function refundView(row: RefundWithActor): StudioRefund {
  return {
    _id: row.id,
    date: row.created_at.toISOString(),
    amount: row.amount,
    reason: row.reason,
    lines: row.lines,
    status: row.status,
    by: row.actor_name,
  };
}

function refundableOrder(order: OrderRow, state: RefundState) {
  const refunded = state.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { status: order.status, paymentStatus: order.payment_status, paid: state.paid, refunded };
}

/** What the studio's order page shows of refunds: paid, refunded, what is left, per line, and why not when it cannot be refunded. */
export async function orderRefundsOf(db: Queryable, order: OrderRow): Promise<StudioOrderRefunds> {
  const state = await refundStateOf(db, order);
  const refundable = refundableOrder(order, state);
  const refusal = refundRefusal(refundable);
  return {
    paid: state.paid,
    refunded: refundable.refunded,
    refundable: refusal ? 0 : refundableAmount(refundable.paid, refundable.refunded),
    lines: state.lines.map((line, index) => ({ line: index, refundable: refusal ? 0 : lineRefundable(line) })),
    refusal,
    entries: state.refunds.map(refundView),
  };
}

function requestOf(body: StudioRefundRequest): RefundRequest {
  if (body.kind === 'full') return { kind: 'full' };
  if (body.kind === 'amount') return { kind: 'amount', amount: body.amount ?? Number.NaN };
  return { kind: 'lines', lines: body.lines ?? [] };
}

/**
 * Staff refund a paid order. The order's row is locked while the request is checked against what is
 * left and recorded as due, so two refunds at once never exceed the payment; then the provider is
 * asked. A provider failure leaves the refund due for the sweep, and the answer says so.
 */
export async function refundOrderByStudio(
  deps: AppDeps,
  actor: StudioActor,
  orderNumber: string,
  body: StudioRefundRequest,
): Promise<{ refund: StudioRefund; message: string }> {
  const reasonProblem = refundReasonProblem(body.reason);
  if (reasonProblem) throw badRequest(reasonProblem);
  const reason = body.reason.trim();
  const now = deps.clock();
  const recorded = await deps.db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>('select * from orders where order_number = $1 for update', [orderNumber]);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const state = await refundStateOf(tx, order);
    const refundable = refundableOrder(order, state);
    const refusal = refundRefusal(refundable);
    if (refusal || state.reference === null) throw new HttpError(422, refusal ?? REFUND_NOT_PAID);
    const outcome = refundOf(requestOf(body), refundable, state.lines);
    if (!outcome.ok) throw new HttpError(422, outcome.problem);
    const id = newId('rfd');
    await tx.query(
      `insert into order_refunds (id, order_id, payment_reference, amount, lines, reason, actor_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, order.id, state.reference, outcome.amount, JSON.stringify(outcome.lines), reason, actor.id, now],
    );
    await recordAudit(tx, {
      actor,
      action: 'order.refund',
      subject: order.order_number,
      before: { paymentStatus: order.payment_status, refunded: refundable.refunded },
      after: { kind: body.kind, amount: outcome.amount, lines: outcome.lines, reason, refunded: refundable.refunded + outcome.amount },
      at: now,
    });
    return { id, amount: outcome.amount, orderNumber: order.order_number };
  });
  const made = await payDueOrderRefund(deps, recorded.id);
  const [row] = await deps.db.query<RefundWithActor>(
    'select r.*, u.name as actor_name from order_refunds r left join users u on u.id = r.actor_id where r.id = $1',
    [recorded.id],
  );
  return {
    refund: refundView(row as RefundWithActor),
    message: made ? refundMadeMessage(recorded.amount, recorded.orderNumber) : refundDueMessage(recorded.amount),
  };
}
