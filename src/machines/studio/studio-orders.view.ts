import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, statusLabel } from '../../domain/order-status.ts';
import { dateRangeProblem, STUDIO_ORDERS_PAGE_SIZE, type SortDirection, type StudioOrderSort } from '../../domain/studio-orders.ts';
import type { StudioOrderFilters, studioOrdersMachine } from './studio-orders.machine.ts';

export interface StudioOrderRowView {
  readonly orderNumber: string;
  readonly href: string;
  readonly date: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly status: string;
  readonly payment: string;
  readonly amount: string;
}

export interface StudioOrdersView {
  readonly filters: StudioOrderFilters;
  readonly statusOptions: readonly { value: string; label: string }[];
  readonly paymentOptions: readonly { value: string; label: string }[];
  readonly sort: StudioOrderSort;
  readonly direction: SortDirection;
  readonly rows: readonly StudioOrderRowView[];
  readonly loading: boolean;
  /** The failure of the last read, or the date range's problem; '' when all is well. */
  readonly problem: string;
  readonly canRetry: boolean;
  /** 'No orders match these filters.' once a read came back empty. */
  readonly empty: boolean;
  readonly summary: string;
  readonly page: number;
  readonly pages: number;
  readonly canGoBack: boolean;
  readonly canGoForward: boolean;
  readonly exporting: boolean;
  readonly canExport: boolean;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The order table as the screen shows it. */
export function studioOrdersView(snapshot: SnapshotFrom<typeof studioOrdersMachine>): StudioOrdersView {
  const { context } = snapshot;
  const loading = snapshot.matches({ active: { list: 'loading' } }) || snapshot.matches({ active: { list: 'typing' } });
  const failed = snapshot.matches({ active: { list: 'failed' } });
  const invalid = snapshot.matches({ active: { list: 'invalidRange' } });
  const ready = snapshot.matches({ active: { list: 'ready' } });
  const first = (context.page - 1) * STUDIO_ORDERS_PAGE_SIZE + 1;
  return {
    filters: context.filters,
    statusOptions: [{ value: '', label: 'Every status' }, ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) }))],
    paymentOptions: [{ value: '', label: 'Every payment' }, ...PAYMENT_STATUSES.map((value) => ({ value, label: label(value) }))],
    sort: context.sort,
    direction: context.direction,
    rows: context.orders.map((order) => ({
      orderNumber: order.orderNumber,
      href: `/studio/orders/${encodeURIComponent(order.orderNumber)}`,
      date: formatDateTime(order.date),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      status: statusLabel(order.status),
      payment: order.sandboxPayment ? `${label(order.paymentStatus)} (sandbox)` : label(order.paymentStatus),
      amount: formatNaira(order.amount),
    })),
    loading,
    // invalidRange is entered only when the range reads backwards, and any change of a filter leaves it.
    problem: invalid ? (dateRangeProblem(context.filters.from, context.filters.to) as string) : failed ? context.loadError : '',
    canRetry: failed,
    empty: ready && context.orders.length === 0,
    summary: ready && context.total > 0 ? `Orders ${first}–${first + context.orders.length - 1} of ${context.total}` : '',
    page: context.page,
    pages: context.pages,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < context.pages,
    exporting: snapshot.matches({ active: { export: 'exporting' } }),
    canExport: !invalid && snapshot.matches({ active: { export: 'idle' } }),
  };
}
