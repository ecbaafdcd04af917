/**
 * Staff refunds of a paid order: what can still be refunded, what a request refunds, and what the
 * order's payment status is afterwards. Money is whole naira, as everywhere in the contract.
 */
import { formatNaira } from './money.ts';

/** The order statuses a paid order can be refunded in: not before it is confirmed, not once cancelled (the cancellation refunds it). */
export const REFUNDABLE_STATUSES: readonly string[] = ['confirmed', 'processing', 'shipped', 'delivered', 'returned'];

export const REFUND_KINDS = ['full', 'lines', 'amount'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_REASON_MAX_LENGTH = 500;

export const REFUND_NOT_PAID = 'Only a paid order can be refunded';
export const REFUND_ALL_REFUNDED = 'Everything paid for this order has been refunded';
export const REFUND_PAID_AT_STUDIO = 'This order was not paid online; return the money at the studio';
export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund';
export const REFUND_REASON_TOO_LONG = `The reason can be at most ${REFUND_REASON_MAX_LENGTH} characters`;
export const REFUND_AMOUNT_NOT_WHOLE = 'Please enter a whole number of naira, at least ₦1';
export const REFUND_NO_LINES = 'Please choose at least one item to refund';
export const REFUND_LINE_UNKNOWN = 'That item is not in the order';
export const REFUND_UNITS_NOT_WHOLE = 'Please enter whole numbers of items';

export function refundStatusRefusal(status: string): string {
  return `An order that is ${status} cannot be refunded`;
}

export function refundTooMuch(left: number): string {
  return `At most ${formatNaira(left)} can still be refunded`;
}

export function refundLineTooMany(title: string, left: number): string {
  return `At most ${left} of ${title} can still be refunded`;
}

/** The order as the refund rules see it: `paid` is what the provider took (0 when nothing was), `refunded` what is refunded or due. */
export interface RefundableOrder {
  readonly status: string;
  readonly paymentStatus: string;
  readonly paid: number;
  readonly refunded: number;
}

/** One line of the order: what it cost a unit, how many were bought, how many are refunded or due. */
export interface RefundableLine {
  readonly title: string;
  readonly price: number;
  readonly quantity: number;
  readonly refunded: number;
}

export interface RefundLine {
  readonly line: number;
  readonly quantity: number;
}

export type RefundRequest =
  | { readonly kind: 'full' }
  | { readonly kind: 'amount'; readonly amount: number }
  | { readonly kind: 'lines'; readonly lines: readonly RefundLine[] };

/** What is left to refund; never below 0. */
export function refundableAmount(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

/** How many of a line can still be refunded; never below 0. */
export function lineRefundable(line: RefundableLine): number {
  return Math.max(0, line.quantity - line.refunded);
}

/** Why the order cannot be refunded now, or null when it can. */
export function refundRefusal(order: RefundableOrder): string | null {
  if (order.paymentStatus === 'refunded') return REFUND_ALL_REFUNDED;
  if (order.paymentStatus !== 'paid') return REFUND_NOT_PAID;
  if (!REFUNDABLE_STATUSES.includes(order.status)) return refundStatusRefusal(order.status);
  if (order.paid === 0) return REFUND_PAID_AT_STUDIO;
  if (refundableAmount(order.paid, order.refunded) === 0) return REFUND_ALL_REFUNDED;
  return null;
}

export function refundReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REFUND_REASON_REQUIRED;
  return trimmed.length > REFUND_REASON_MAX_LENGTH ? REFUND_REASON_TOO_LONG : null;
}

/** Why an amount cannot be refunded (not whole, under ₦1, more than is left), or null. */
export function refundAmountProblem(amount: number, left: number): string | null {
  if (!Number.isInteger(amount) || amount < 1) return REFUND_AMOUNT_NOT_WHOLE;
  return amount > left ? refundTooMuch(left) : null;
}

/** The same line asked twice counts once with both quantities, so repeating it never passes the limit. */
function mergedLines(lines: readonly RefundLine[]): RefundLine[] {
  const quantities = new Map<number, number>();
  for (const { line, quantity } of lines) quantities.set(line, (quantities.get(line) ?? 0) + quantity);
  return [...quantities].map(([line, quantity]) => ({ line, quantity }));
}

export type RefundOutcome =
  { readonly ok: true; readonly amount: number; readonly lines: readonly RefundLine[] } | { readonly ok: false; readonly problem: string };

function linesRefund(requested: readonly RefundLine[], lines: readonly RefundableLine[], left: number): RefundOutcome {
  const merged = mergedLines(requested.filter((entry) => entry.quantity > 0));
  if (merged.length === 0) return { ok: false, problem: REFUND_NO_LINES };
  let amount = 0;
  for (const { line, quantity } of merged) {
    const bought = lines[line];
    if (!Number.isInteger(line) || !Number.isInteger(quantity) || bought === undefined) return { ok: false, problem: REFUND_LINE_UNKNOWN };
    const refundable = lineRefundable(bought);
    if (quantity > refundable) return { ok: false, problem: refundLineTooMany(bought.title, refundable) };
    amount += quantity * bought.price;
  }
  if (amount > left) return { ok: false, problem: refundTooMuch(left) };
  return { ok: true, amount, lines: merged };
}

/**
 * What a request refunds: a full refund everything left (and every line's remaining units), an
 * amount that sum, lines their units at the price paid. Assumes refundRefusal(order) is null.
 */
export function refundOf(request: RefundRequest, order: RefundableOrder, lines: readonly RefundableLine[]): RefundOutcome {
  const left = refundableAmount(order.paid, order.refunded);
  if (request.kind === 'full') {
    const remaining = lines.map((line, index) => ({ line: index, quantity: lineRefundable(line) })).filter((line) => line.quantity > 0);
    return { ok: true, amount: left, lines: remaining };
  }
  if (request.kind === 'amount') {
    const problem = refundAmountProblem(request.amount, left);
    return problem ? { ok: false, problem } : { ok: true, amount: request.amount, lines: [] };
  }
  return linesRefund(request.lines, lines, left);
}

/** An order's payment status once `refunded` of `paid` has gone back: refunded in full, else still paid. */
export function paymentStatusAfterRefunds(paid: number, refunded: number): 'paid' | 'refunded' {
  return refunded >= paid ? 'refunded' : 'paid';
}

/** The status history's note for a refund the provider has made; the customer reads it on their order. */
export function refundNote(amount: number, reason: string): string {
  return `Refunded ${formatNaira(amount)}: ${reason.trim()}`;
}

/** The studio's answer when the provider made the refund at once. */
export function refundMadeMessage(amount: number, orderNumber: string): string {
  return `Refunded ${formatNaira(amount)} of order ${orderNumber}`;
}

/** The studio's answer when the provider did not answer: the refund is kept and retried. */
export function refundDueMessage(amount: number): string {
  return `The refund of ${formatNaira(amount)} is recorded; the payment provider did not answer, so it will be retried`;
}
