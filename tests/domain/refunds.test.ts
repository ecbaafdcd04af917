import { describe, expect, it } from 'vitest';
import {
  lineRefundable,
  paymentStatusAfterRefunds,
  REFUND_ALL_REFUNDED,
  REFUND_AMOUNT_NOT_WHOLE,
  REFUND_KINDS,
  REFUND_LINE_UNKNOWN,
  REFUND_UNITS_NOT_WHOLE,
  REFUND_NO_LINES,
  REFUND_NOT_PAID,
  REFUND_PAID_AT_STUDIO,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  refundableAmount,
  REFUNDABLE_STATUSES,
  refundAmountProblem,
  refundLineTooMany,
  refundDueMessage,
  refundMadeMessage,
  refundNote,
  refundOf,
  refundReasonProblem,
  refundRefusal,
  refundStatusRefusal,
  refundTooMuch,
  type RefundableLine,
} from '../../src/domain/refunds.ts';

const paid = { status: 'delivered', paymentStatus: 'paid', paid: 10_000, refunded: 0 };
const frame: RefundableLine = { title: 'Frame', price: 3000, quantity: 2, refunded: 0 };
const print: RefundableLine = { title: 'Print', price: 1500, quantity: 1, refunded: 0 };

describe('what is left to refund', () => {
  it('is the paid amount less what is refunded, never below 0', () => {
    expect(refundableAmount(10_000, 0)).toBe(10_000);
    expect(refundableAmount(10_000, 9_999)).toBe(1);
    expect(refundableAmount(10_000, 10_000)).toBe(0);
    expect(refundableAmount(10_000, 10_001)).toBe(0);
  });

  it('of a line is the quantity bought less the refunded, never below 0', () => {
    expect(lineRefundable({ ...frame, refunded: 0 })).toBe(2);
    expect(lineRefundable({ ...frame, refunded: 1 })).toBe(1);
    expect(lineRefundable({ ...frame, refunded: 2 })).toBe(0);
    expect(lineRefundable({ ...frame, refunded: 3 })).toBe(0);
  });
});

describe('which orders can be refunded', () => {
  it('a paid order that is confirmed, processing, shipped, delivered or returned', () => {
    expect(REFUNDABLE_STATUSES).toEqual(['confirmed', 'processing', 'shipped', 'delivered', 'returned']);
    for (const status of REFUNDABLE_STATUSES) expect(refundRefusal({ ...paid, status })).toBeNull();
  });

  it('not one that is pending, cancelled or refunded', () => {
    for (const status of ['pending', 'cancelled', 'refunded']) {
      expect(refundRefusal({ ...paid, status })).toBe(refundStatusRefusal(status));
    }
    expect(refundStatusRefusal('cancelled')).toBe('An order that is cancelled cannot be refunded');
  });

  it('not one that is unpaid, or whose payment was refunded in full', () => {
    for (const paymentStatus of ['pending', 'failed', 'success']) expect(refundRefusal({ ...paid, paymentStatus })).toBe(REFUND_NOT_PAID);
    expect(refundRefusal({ ...paid, paymentStatus: 'refunded' })).toBe(REFUND_ALL_REFUNDED);
    expect(REFUND_NOT_PAID).toBe('Only a paid order can be refunded');
    expect(REFUND_ALL_REFUNDED).toBe('Everything paid for this order has been refunded');
  });

  it('not one paid at the studio (nothing went through the provider)', () => {
    expect(refundRefusal({ ...paid, paid: 0 })).toBe(REFUND_PAID_AT_STUDIO);
    expect(REFUND_PAID_AT_STUDIO).toBe('This order was not paid online; return the money at the studio');
  });

  it('not once everything is refunded or due, down to the last naira', () => {
    expect(refundRefusal({ ...paid, refunded: 9_999 })).toBeNull();
    expect(refundRefusal({ ...paid, refunded: 10_000 })).toBe(REFUND_ALL_REFUNDED);
  });
});

describe('the reason', () => {
  it('is required, trimmed, and at most 500 characters', () => {
    expect(refundReasonProblem('')).toBe(REFUND_REASON_REQUIRED);
    expect(refundReasonProblem('  \n ')).toBe(REFUND_REASON_REQUIRED);
    expect(refundReasonProblem('x')).toBeNull();
    expect(refundReasonProblem(` ${'x'.repeat(REFUND_REASON_MAX_LENGTH)} `)).toBeNull();
    expect(refundReasonProblem('x'.repeat(REFUND_REASON_MAX_LENGTH + 1))).toBe(REFUND_REASON_TOO_LONG);
    expect(REFUND_REASON_MAX_LENGTH).toBe(500);
    expect(REFUND_REASON_REQUIRED).toBe('Please give a reason for the refund');
    expect(REFUND_REASON_TOO_LONG).toBe('The reason can be at most 500 characters');
  });
});

describe('an amount', () => {
  it('is a whole number of naira from 1 to what is left', () => {
    expect(refundAmountProblem(1, 5000)).toBeNull();
    expect(refundAmountProblem(5000, 5000)).toBeNull();
    expect(refundAmountProblem(5001, 5000)).toBe(refundTooMuch(5000));
    expect(refundAmountProblem(0, 5000)).toBe(REFUND_AMOUNT_NOT_WHOLE);
    expect(refundAmountProblem(-1, 5000)).toBe(REFUND_AMOUNT_NOT_WHOLE);
    expect(refundAmountProblem(1.5, 5000)).toBe(REFUND_AMOUNT_NOT_WHOLE);
    expect(refundAmountProblem(Number.NaN, 5000)).toBe(REFUND_AMOUNT_NOT_WHOLE);
    expect(refundTooMuch(5000)).toBe('At most ₦5,000 can still be refunded');
    expect(REFUND_AMOUNT_NOT_WHOLE).toBe('Please enter a whole number of naira, at least ₦1');
  });
});

describe('what a request refunds', () => {
  it('in full: everything left, and every line’s remaining units', () => {
    expect(REFUND_KINDS).toEqual(['full', 'lines', 'amount']);
    expect(
      refundOf({ kind: 'full' }, { ...paid, refunded: 2500 }, [
        { ...frame, refunded: 1 },
        { ...print, refunded: 1 },
      ]),
    ).toEqual({
      ok: true,
      amount: 7500,
      lines: [{ line: 0, quantity: 1 }],
    });
  });

  it('an amount: that amount, no lines; too much is refused', () => {
    expect(refundOf({ kind: 'amount', amount: 7500 }, { ...paid, refunded: 2500 }, [frame])).toEqual({ ok: true, amount: 7500, lines: [] });
    expect(refundOf({ kind: 'amount', amount: 7501 }, { ...paid, refunded: 2500 }, [frame])).toEqual({
      ok: false,
      problem: refundTooMuch(7500),
    });
  });

  it('lines: their units at the price paid', () => {
    expect(
      refundOf(
        {
          kind: 'lines',
          lines: [
            { line: 0, quantity: 2 },
            { line: 1, quantity: 1 },
          ],
        },
        paid,
        [frame, print],
      ),
    ).toEqual({
      ok: true,
      amount: 7500,
      lines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
  });

  it('lines: never more than bought less refunded, the same line twice counted once', () => {
    const once = { ...frame, refunded: 1 };
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, paid, [once])).toEqual({
      ok: true,
      amount: 3000,
      lines: [{ line: 0, quantity: 1 }],
    });
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 2 }] }, paid, [once])).toEqual({
      ok: false,
      problem: refundLineTooMany('Frame', 1),
    });
    expect(
      refundOf(
        {
          kind: 'lines',
          lines: [
            { line: 0, quantity: 1 },
            { line: 0, quantity: 1 },
          ],
        },
        paid,
        [once],
      ),
    ).toEqual({
      ok: false,
      problem: refundLineTooMany('Frame', 1),
    });
    expect(refundLineTooMany('Frame', 1)).toBe('At most 1 of Frame can still be refunded');
  });

  it('lines: none, only zero quantities, or a line not in the order are refused', () => {
    expect(refundOf({ kind: 'lines', lines: [] }, paid, [frame])).toEqual({ ok: false, problem: REFUND_NO_LINES });
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 0 }] }, paid, [frame])).toEqual({ ok: false, problem: REFUND_NO_LINES });
    expect(refundOf({ kind: 'lines', lines: [{ line: 1, quantity: 1 }] }, paid, [frame])).toEqual({
      ok: false,
      problem: REFUND_LINE_UNKNOWN,
    });
    expect(refundOf({ kind: 'lines', lines: [{ line: -1, quantity: 1 }] }, paid, [frame])).toEqual({
      ok: false,
      problem: REFUND_LINE_UNKNOWN,
    });
    expect(refundOf({ kind: 'lines', lines: [{ line: 0.5, quantity: 1 }] }, paid, [frame])).toEqual({
      ok: false,
      problem: REFUND_LINE_UNKNOWN,
    });
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 0.5 }] }, paid, [frame])).toEqual({
      ok: false,
      problem: REFUND_LINE_UNKNOWN,
    });
    expect(REFUND_NO_LINES).toBe('Please choose at least one item to refund');
    expect(REFUND_LINE_UNKNOWN).toBe('That item is not in the order');
    expect(REFUND_UNITS_NOT_WHOLE).toBe('Please enter whole numbers of items');
  });

  it('lines: never more than is left of the payment, to the naira', () => {
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, { ...paid, refunded: 7000 }, [frame])).toEqual({
      ok: true,
      amount: 3000,
      lines: [{ line: 0, quantity: 1 }],
    });
    expect(refundOf({ kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, { ...paid, refunded: 7001 }, [frame])).toEqual({
      ok: false,
      problem: refundTooMuch(2999),
    });
  });
});

describe('after refunds', () => {
  it('the payment is refunded once everything paid went back, else still paid', () => {
    expect(paymentStatusAfterRefunds(10_000, 9_999)).toBe('paid');
    expect(paymentStatusAfterRefunds(10_000, 10_000)).toBe('refunded');
    expect(paymentStatusAfterRefunds(10_000, 10_001)).toBe('refunded');
  });

  it('the history says how much and why', () => {
    expect(refundNote(2500, '  The frame arrived cracked ')).toBe('Refunded ₦2,500: The frame arrived cracked');
  });
});

describe('the studio’s answers', () => {
  it('say whether the refund was made or will be retried', () => {
    expect(refundMadeMessage(2500, 'OJ-2026-000123')).toBe('Refunded ₦2,500 of order OJ-2026-000123');
    expect(refundDueMessage(2500)).toBe('The refund of ₦2,500 is recorded; the payment provider did not answer, so it will be retried');
  });
});
