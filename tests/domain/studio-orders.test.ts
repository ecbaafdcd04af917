import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_REVERSED,
  dateRangeProblem,
  STUDIO_CSV_COLUMNS,
  studioDayEnd,
  studioDayStart,
  studioOrdersCsv,
  studioOrdersCsvName,
} from '../../src/domain/studio-orders.ts';

describe('the studio’s days', () => {
  it('start at 23:00 UTC the day before and end 24 hours later', () => {
    expect(studioDayStart('2026-11-26').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(studioDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(studioDayStart('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('refuse a range that reads backwards, and only that', () => {
    expect(DATE_RANGE_REVERSED).toBe('The start date must be on or before the end date');
    expect(dateRangeProblem('2026-11-27', '2026-11-26')).toBe(DATE_RANGE_REVERSED);
    expect(dateRangeProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(dateRangeProblem('2026-11-25', '2026-11-26')).toBeNull();
    expect(dateRangeProblem(undefined, '2026-11-26')).toBeNull();
    expect(dateRangeProblem('2026-11-26', undefined)).toBeNull();
    expect(dateRangeProblem('', '2026-11-26')).toBeNull();
  });
});

describe('the studio’s CSV', () => {
  const order = {
    orderNumber: 'OJ-2026-000123',
    date: '2026-11-26T09:30:00.000Z',
    customerName: 'Ada, "the" Customer',
    customerEmail: 'ada@example.ng',
    status: 'confirmed',
    paymentStatus: 'paid',
    sandboxPayment: false,
    amount: 25000,
    items: 'Lens Mug x2',
  };

  it('has a header, one quoted row per order, CRLF line ends', () => {
    expect(STUDIO_CSV_COLUMNS.join(',')).toBe('Order,Date,Customer,Email,Status,Payment,Amount (NGN),Items');
    expect(studioOrdersCsv([order])).toBe(
      'Order,Date,Customer,Email,Status,Payment,Amount (NGN),Items\r\n' +
        'OJ-2026-000123,26 November 2026 at 10:30 am,"Ada, ""the"" Customer",ada@example.ng,confirmed,paid,25000,Lens Mug x2\r\n',
    );
  });

  it('says when the sandbox paid, and is only a header without orders', () => {
    expect(studioOrdersCsv([{ ...order, customerName: 'Ada', sandboxPayment: true }]).split('\r\n')[1]).toContain(
      ',"paid (sandbox, no money taken)",',
    );
    expect(studioOrdersCsv([])).toBe('Order,Date,Customer,Email,Status,Payment,Amount (NGN),Items\r\n');
    expect(studioOrdersCsvName('2026-11-26')).toBe('studio-orders_2026-11-26.csv');
  });
});
