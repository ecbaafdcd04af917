/** Order, payment and item statuses and how they are shown. */

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'refunded', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ITEM_STATUSES = ['pending', 'shipped', 'delivered'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * The My Orders status filter: All, then every status an order can have, so that no order is
 * reachable only under All (a paid order is confirmed until the studio moves it on). 'all' sends
 * no status to GET /order/my-orders.
 */
export const ORDER_STATUS_FILTERS: readonly { value: 'all' | OrderStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** Palette names for the status badge; the UI maps them to its theme. */
export type StatusColor = 'amber' | 'blue' | 'indigo' | 'purple' | 'green' | 'red' | 'orange' | 'pink' | 'gray';

const STATUS_COLORS: Readonly<Record<OrderStatus, StatusColor>> = {
  pending: 'amber',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
  returned: 'orange',
  refunded: 'pink',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}

/** Each status has its own colour; a status this build does not know is grey. */
export function orderStatusColor(status: string): StatusColor {
  return isOrderStatus(status) ? STATUS_COLORS[status] : 'gray';
}

/** 'pending' reads 'Pending'; unknown statuses are shown as the server sent them, capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
