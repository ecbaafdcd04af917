import type { SnapshotFrom } from 'xstate';
import { formatDate, formatDateTime } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { statusLabel } from '../../domain/order-status.ts';
import type { studioCustomerMachine } from './studio-customer.machine.ts';

export function studioCustomerView(snapshot: SnapshotFrom<typeof studioCustomerMachine>) {
  const { context } = snapshot;
  const detail = context.detail;
  const customer = detail?.customer;
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    title: customer ? customer.name : 'Customer',
    details: customer
      ? [
          { term: 'Email', value: `${customer.email}${customer.emailVerified ? '' : ' (not verified)'}` },
          { term: 'Phone', value: customer.phone ?? 'None given' },
          { term: 'Joined', value: formatDate(customer.joined) },
          { term: 'Orders', value: String(customer.ordersCount) },
          { term: 'Total spent', value: formatNaira(customer.totalSpent) },
        ]
      : [],
    addresses: (detail?.addresses ?? []).map((address) => ({
      id: address._id,
      label: address.isDefault ? `${address.label} (default)` : address.label,
      lines: [
        address.fullName,
        address.address,
        address.landmark,
        `${address.city}, ${address.state} ${address.zipCode}`,
        address.phone,
        address.email ?? '',
      ].filter((line) => line !== ''),
    })),
    orders: (detail?.orders ?? []).map((order) => ({
      orderNumber: order.orderNumber,
      href: `/studio/orders/${encodeURIComponent(order.orderNumber)}`,
      date: formatDateTime(order.date),
      status: statusLabel(order.status),
      payment: statusLabel(order.paymentStatus),
      amount: formatNaira(order.amount),
    })),
    /** The page shows the latest 100 orders; the order table, searched by the email, has them all. */
    ordersNote:
      detail && detail.customer.ordersCount > detail.orders.length
        ? `The latest ${detail.orders.length} of ${detail.customer.ordersCount} orders; search the order table by ${detail.customer.email} for the rest.`
        : '',
    noOrders: detail?.orders.length === 0,
    noAddresses: detail?.addresses.length === 0,
  };
}

export type StudioCustomerView = ReturnType<typeof studioCustomerView>;
