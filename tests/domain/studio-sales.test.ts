import { describe, expect, it } from 'vitest';
import {
  addStudioDays,
  SALES_CHART_DAYS,
  salesChartDays,
  salesSummary,
  salesWindowStart,
  studioDayOf,
  studioMonthStart,
  studioWeekStart,
} from '../../src/domain/studio-sales.ts';

describe('the studio day', () => {
  it('starts at midnight in Lagos, 23:00 UTC the day before', () => {
    expect(studioDayOf(new Date('2026-11-25T22:59:59.999Z'))).toBe('2026-11-25');
    expect(studioDayOf(new Date('2026-11-25T23:00:00.000Z'))).toBe('2026-11-26');
    expect(studioDayOf(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
  });

  it('moves by whole days across months and years', () => {
    expect(addStudioDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addStudioDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addStudioDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addStudioDays('2026-11-26', 0)).toBe('2026-11-26');
  });
});

describe('the week and the month', () => {
  it('a week starts on Monday', () => {
    expect(studioWeekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(studioWeekStart('2026-11-24')).toBe('2026-11-23');
    expect(studioWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(studioWeekStart('2026-11-30')).toBe('2026-11-30');
    expect(studioWeekStart('2026-12-02')).toBe('2026-11-30');
  });

  it('a month starts on its first day', () => {
    expect(studioMonthStart('2026-11-26')).toBe('2026-11-01');
    expect(studioMonthStart('2026-12-01')).toBe('2026-12-01');
  });
});

describe('the chart’s days', () => {
  it('are the last 30 studio days, oldest first, today last', () => {
    const days = salesChartDays(new Date('2026-11-25T23:00:00.000Z'));
    expect(SALES_CHART_DAYS).toBe(30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-28');
    expect(days[29]).toBe('2026-11-26');
    expect(days[1]).toBe('2026-10-29');
  });

  it('need orders from the chart’s first day, or the month’s first when earlier', () => {
    expect(salesWindowStart(new Date('2026-11-26T10:00:00.000Z'))).toBe('2026-10-28');
    expect(salesWindowStart(new Date('2026-10-31T10:00:00.000Z'))).toBe('2026-10-01');
    expect(salesWindowStart(new Date('2026-10-29T10:00:00.000Z'))).toBe('2026-09-30');
    expect(salesWindowStart(new Date('2026-12-31T10:00:00.000Z'))).toBe('2026-12-01');
    expect(salesWindowStart(new Date('2026-12-30T22:59:59.999Z'))).toBe('2026-12-01');
    expect(salesWindowStart(new Date('2026-12-30T23:00:00.000Z'))).toBe('2026-12-01');
  });
});

describe('the sales', () => {
  // Thursday 26 November 2026, 09:00 in Lagos.
  const now = new Date('2026-11-26T08:00:00.000Z');
  const order = (placedAt: string, amount: number, refunded = 0) => ({ placedAt: new Date(placedAt), amount, refunded });

  it('count an order on the Lagos day it was placed, net of its refunds', () => {
    const summary = salesSummary(
      [
        order('2026-11-25T22:59:59.999Z', 1000), // Wednesday in Lagos
        order('2026-11-25T23:00:00.000Z', 2000, 500), // Thursday's first instant
        order('2026-11-26T08:00:00.000Z', 4000),
      ],
      now,
    );
    expect(summary.today).toEqual({ from: '2026-11-26', sales: 5500, orders: 2, refunded: 500 });
    expect(summary.days.at(-1)).toEqual({ date: '2026-11-26', sales: 5500, orders: 2 });
    expect(summary.days.at(-2)).toEqual({ date: '2026-11-25', sales: 1000, orders: 1 });
    expect(summary.days.at(-3)).toEqual({ date: '2026-11-24', sales: 0, orders: 0 });
  });

  it('this week from Monday’s first Lagos instant, this month from the 1st’s', () => {
    const summary = salesSummary(
      [
        order('2026-11-22T22:59:59.999Z', 1), // Sunday 22nd in Lagos: last week
        order('2026-11-22T23:00:00.000Z', 10), // Monday 23rd
        order('2026-10-31T22:59:59.999Z', 100), // 31 October
        order('2026-10-31T23:00:00.000Z', 1000), // 1 November
      ],
      now,
    );
    expect(summary.week).toEqual({ from: '2026-11-23', sales: 10, orders: 1, refunded: 0 });
    expect(summary.month).toEqual({ from: '2026-11-01', sales: 1011, orders: 3, refunded: 0 });
    expect(summary.days[0]).toEqual({ date: '2026-10-28', sales: 0, orders: 0 });
    expect(summary.days[3]).toEqual({ date: '2026-10-31', sales: 100, orders: 1 });
    expect(summary.days[4]).toEqual({ date: '2026-11-01', sales: 1000, orders: 1 });
  });

  it('leave out what comes after today and before the chart', () => {
    const summary = salesSummary([order('2026-11-26T23:00:00.000Z', 7), order('2026-10-27T12:00:00.000Z', 9)], now);
    expect(summary.today.orders).toBe(0);
    expect(summary.month.orders).toBe(0);
    expect(summary.days.reduce((sum, day) => sum + day.orders, 0)).toBe(0);
  });

  it('are zero with no orders', () => {
    const summary = salesSummary([], now);
    expect(summary.today).toEqual({ from: '2026-11-26', sales: 0, orders: 0, refunded: 0 });
    expect(summary.days).toHaveLength(30);
  });
});
