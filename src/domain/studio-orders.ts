/**
 * The studio's order table: its page size, its date range in the studio's calendar, and its CSV.
 * Nigeria keeps West Africa Time (UTC+1) all year, so a studio day starts at 23:00 UTC the day before.
 */
import { csvLine } from './orders-csv.ts';
import { formatDateTime } from './dates.ts';

export const STUDIO_ORDERS_PAGE_SIZE = 50;
/** The most orders one CSV export holds. */
export const STUDIO_EXPORT_LIMIT = 10_000;

export const STUDIO_ORDER_SORTS = ['date', 'orderNumber', 'customer', 'amount', 'status'] as const;
export type StudioOrderSort = (typeof STUDIO_ORDER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const DATE_RANGE_REVERSED = 'The start date must be on or before the end date';

const STUDIO_UTC_OFFSET = '+01:00';

/** The first instant of a studio day ('2026-11-26' -> 2026-11-25T23:00:00.000Z). */
export function studioDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000${STUDIO_UTC_OFFSET}`);
}

/** The instant after a studio day's last one: 'to' includes its whole day. */
export function studioDayEnd(day: string): Date {
  const start = studioDayStart(day);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** Null when the range reads forwards (or one end is open); the refusal otherwise. */
export function dateRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null;
  return from > to ? DATE_RANGE_REVERSED : null;
}

export const STUDIO_CSV_COLUMNS = ['Order', 'Date', 'Customer', 'Email', 'Status', 'Payment', 'Amount (NGN)', 'Items'] as const;

export interface StudioCsvOrder {
  readonly orderNumber: string;
  readonly date: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly sandboxPayment: boolean;
  readonly amount: number;
  /** 'Lens Mug x2; Backdrop x1'. */
  readonly items: string;
}

/** Header plus one CRLF-separated row per order. */
export function studioOrdersCsv(orders: readonly StudioCsvOrder[]): string {
  const rows = orders.map((order) =>
    csvLine([
      order.orderNumber,
      formatDateTime(order.date),
      order.customerName,
      order.customerEmail,
      order.status,
      order.sandboxPayment ? `${order.paymentStatus} (sandbox, no money taken)` : order.paymentStatus,
      String(order.amount),
      order.items,
    ]),
  );
  return [csvLine([...STUDIO_CSV_COLUMNS]), ...rows].join('\r\n') + '\r\n';
}

/** 'studio-orders_2026-11-26.csv'. */
export function studioOrdersCsvName(day: string): string {
  return `studio-orders_${day}.csv`;
}
