/**
 * The dashboard's sales in the studio's calendar. Lagos keeps UTC+1 all year, so a studio day runs
 * from 23:00 UTC the day before; a week starts on Monday. Days are 'YYYY-MM-DD' strings.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How many days the dashboard's chart shows, today included. */
export const SALES_CHART_DAYS = 30;

/** The studio day an instant falls on. */
export function studioDayOf(instant: Date): string {
  return new Date(instant.getTime() + HOUR_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addStudioDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export function studioWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addStudioDays(day, -((weekday + 6) % 7));
}

/** The first day of the day's month. */
export function studioMonthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The chart's days, oldest first, ending with `now`'s day. */
export function salesChartDays(now: Date): string[] {
  const today = studioDayOf(now);
  return Array.from({ length: SALES_CHART_DAYS }, (_, index) => addStudioDays(today, index - SALES_CHART_DAYS + 1));
}

/** The first studio day the dashboard needs orders from: the chart's first day or the month's, whichever is earlier. */
export function salesWindowStart(now: Date): string {
  const today = studioDayOf(now);
  const chartStart = addStudioDays(today, 1 - SALES_CHART_DAYS);
  // ISO days sort as text; the earlier of the two.
  return [studioMonthStart(today), chartStart].sort()[0] as string;
}

/** A paid order as sales count it: when it was placed, what it came to and how much of it is refunded. */
export interface SoldOrder {
  readonly placedAt: Date;
  readonly amount: number;
  readonly refunded: number;
}

export interface SalesPeriod {
  readonly from: string;
  readonly sales: number;
  readonly orders: number;
  readonly refunded: number;
}

export interface SalesDay {
  readonly date: string;
  readonly sales: number;
  readonly orders: number;
}

export interface SalesSummary {
  readonly today: SalesPeriod;
  readonly week: SalesPeriod;
  readonly month: SalesPeriod;
  readonly days: readonly SalesDay[];
}

/** The orders placed from `from` to today, both included: net sales, how many, and what was refunded of them. */
function periodFrom(from: string, today: string, orders: readonly { day: string; order: SoldOrder }[]): SalesPeriod {
  const inside = orders.filter(({ day }) => day >= from && day <= today);
  const refunded = inside.reduce((sum, { order }) => sum + order.refunded, 0);
  const paid = inside.reduce((sum, { order }) => sum + order.amount, 0);
  return { from, sales: paid - refunded, orders: inside.length, refunded };
}

/** Sales today, this week, this month and on each of the chart's days, by the studio day each order was placed. */
export function salesSummary(orders: readonly SoldOrder[], now: Date): SalesSummary {
  const today = studioDayOf(now);
  const dated = orders.map((order) => ({ day: studioDayOf(order.placedAt), order }));
  return {
    today: periodFrom(today, today, dated),
    week: periodFrom(studioWeekStart(today), today, dated),
    month: periodFrom(studioMonthStart(today), today, dated),
    days: salesChartDays(now).map((date) => {
      const { sales, orders: count } = periodFrom(date, date, dated);
      return { date, sales, orders: count };
    }),
  };
}
