/** The My Orders CSV export, RFC 4180 quoting. */
import { formatDateTime, isoCalendarDate, STUDIO_TIME_ZONE, type DateInput } from './dates.ts';

export const ORDERS_CSV_COLUMNS = ['Order ID', 'Date', 'Status', 'Payment Status', 'Amount', 'Items'] as const;

export type CsvOrderItem = { title?: string | null; productName?: string | null; quantity: number; isDigital?: boolean | null };

export type CsvOrder = {
  _id: string;
  orderNumber?: string | null;
  date?: DateInput | null;
  createdAt?: DateInput | null;
  status: string;
  paymentStatus?: string | null;
  /** Paid on the sandbox provider: confirmed, but no money moved. */
  sandboxPayment?: boolean;
  amount: number;
  items?: readonly CsvOrderItem[] | null;
};

/** 'orders_2026-03-05.csv', dated in the studio's calendar. */
export function ordersCsvFileName(now: DateInput, timeZone: string = STUDIO_TIME_ZONE): string {
  return `orders_${isoCalendarDate(now, timeZone)}.csv`;
}

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula,
 * and names, subjects and sources are typed by anyone: such a cell starts with a quote instead, so
 * it is shown as the text it is.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A field is quoted when it holds a comma, a quote or a line break; quotes are doubled. Formula-looking text is defused first. */
export function csvField(value: string): string {
  const safe = spreadsheetSafe(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/** Rows joined with CRLF, as RFC 4180 and spreadsheet programs expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(csvLine).join('\r\n');
}

/** 'Lens Cap x2; Retouching Masterclass x1 (download)': a digital line is downloaded, not delivered. */
export function itemsSummary(items: readonly CsvOrderItem[]): string {
  return items
    .map((item) => `${item.title ?? item.productName ?? 'Item'} x${item.quantity}${item.isDigital === true ? ' (download)' : ''}`)
    .join('; ');
}

export function orderCsvRow(order: CsvOrder, timeZone: string = STUDIO_TIME_ZONE): string[] {
  return [
    order.orderNumber ?? order._id,
    formatDateTime(order.date ?? order.createdAt, timeZone),
    order.status,
    order.sandboxPayment ? `${order.paymentStatus ?? ''} (sandbox, no money taken)` : (order.paymentStatus ?? ''),
    String(order.amount),
    itemsSummary(order.items ?? []),
  ];
}

/** Header plus one row per order, in the order given. */
export function ordersToCsv(orders: readonly CsvOrder[], timeZone: string = STUDIO_TIME_ZONE): string {
  return toCsv([[...ORDERS_CSV_COLUMNS], ...orders.map((order) => orderCsvRow(order, timeZone))]);
}
