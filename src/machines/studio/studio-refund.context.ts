import { REFUND_UNITS_NOT_WHOLE, refundOf, refundReasonProblem, type RefundKind, type RefundRequest } from '../../domain/refunds.ts';
import type { StudioOrderDetail } from './studio-types.ts';

/** The refund form as typed: which kind, the units per line and the amount as text, and the reason. */
export interface RefundForm {
  readonly kind: RefundKind;
  /** Units to refund per line index, as typed. */
  readonly quantities: Readonly<Record<number, string>>;
  readonly amount: string;
  readonly reason: string;
}

export const EMPTY_REFUND_FORM: RefundForm = { kind: 'lines', quantities: {}, amount: '', reason: '' };

/** A whole number as typed, or NaN (so the rules refuse it) for anything else; blank is 0 units. */
function wholeNumber(text: string, blank: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return blank;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The request the form makes, as the contract takes it. */
export function refundRequestOf(form: RefundForm): RefundRequest {
  if (form.kind === 'full') return { kind: 'full' };
  if (form.kind === 'amount') return { kind: 'amount', amount: wholeNumber(form.amount, Number.NaN) };
  const lines = Object.entries(form.quantities).map(([line, text]) => ({ line: Number(line), quantity: wholeNumber(text, 0) }));
  return { kind: 'lines', lines: lines.filter((line) => line.quantity !== 0) };
}

/** What the refund rules say of the form against the order as last read: null when it can be sent. */
export function refundFormProblem(form: RefundForm, detail: StudioOrderDetail): string | null {
  const reasonProblem = refundReasonProblem(form.reason);
  if (reasonProblem) return reasonProblem;
  const { order, refunds } = detail;
  const lines = order.items.map((item, index) => ({
    title: item.title,
    price: item.price,
    quantity: item.quantity,
    refunded: item.quantity - (refunds.lines[index]?.refundable ?? 0),
  }));
  const request = refundRequestOf(form);
  if (request.kind === 'lines' && request.lines.some((line) => Number.isNaN(line.quantity))) {
    return REFUND_UNITS_NOT_WHOLE;
  }
  const outcome = refundOf(
    request,
    { status: order.status, paymentStatus: order.paymentStatus, paid: refunds.paid, refunded: refunds.refunded },
    lines,
  );
  return outcome.ok ? null : outcome.problem;
}
