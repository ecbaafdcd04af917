import { displayPhone } from '../../domain/phone.ts';
import type { SnapshotFrom } from 'xstate';
import { formatDate, formatDateTime } from '../../domain/dates.ts';
import { downloadsRemaining, grantExpiryText, grantState, showsDigitalDownload } from '../../domain/downloads.ts';
import { formatNaira } from '../../domain/money.ts';
import {
  CANCEL_REASONS,
  canCancelOrder,
  cancelRefusal,
  CONTACT_PAGE,
  DOWNLOAD_SPENT,
  DOWNLOADED_ORDER_NOT_CANCELLABLE,
} from '../../domain/order-eligibility.ts';
import { canPayOrder } from '../../domain/order-payable.ts';
import { payOrderPath } from '../../domain/payment-status.ts';
import { paymentMethodLabel, pickupHoldShortText, pickupHoldText } from '../../domain/pickup-hold-texts.ts';
import { ORDER_STATUS_FILTERS, orderStatusColor, statusLabel, type StatusColor } from '../../domain/order-status.ts';
import { isShippingMethod, SHIPPING_METHOD_NAMES } from '../../domain/shipping.ts';
import { DIGITAL_DELIVERY_NAME, NO_DELIVERY_NEEDED } from '../../domain/delivery.ts';
import type { DigitalProductGrant, Order, ordersMachine, StatusFilter } from './orders.machine.ts';

export interface OrderRowView {
  readonly id: string;
  readonly orderNumber: string;
  readonly date: string;
  readonly amount: string;
  readonly status: string;
  readonly color: StatusColor;
  readonly checked: boolean;
  readonly selected: boolean;
  /** Pay now: the same order paid again, while it can still be paid; null otherwise. */
  readonly payLink: string | null;
  /** Cancel: offered while the order can still be cancelled. */
  readonly canCancel: boolean;
  /** An order to be paid at the studio: 'Pay at the studio by ...'; '' otherwise. */
  readonly pickupNote: string;
}

export interface GrantView {
  readonly id: string;
  readonly name: string;
  /** 'PDF, 2.4 MB' */
  readonly file: string;
  /** '2 of 3 downloads left' */
  readonly left: string;
  /** 'Expires 5 March 2026 at 3:07 pm', 'Expired 1 March 2026 at 9:00 am' or 'Never expires' */
  readonly expiry: string;
  /** Null when usable; else 'Download expired' or 'Download limit reached'. */
  readonly blocked: string | null;
  readonly downloading: boolean;
  readonly downloadDisabled: boolean;
}

export interface OrderItemView {
  readonly key: string;
  readonly title: string;
  readonly image: string | null;
  readonly quantity: number;
  readonly price: string;
  readonly lineTotal: string;
  /** 'Color: Black, Size: M' or '' */
  readonly attributes: string;
  readonly itemStatus: string;
  readonly grants: readonly GrantView[];
}

export interface OrderDetailView {
  readonly id: string;
  readonly orderNumber: string;
  readonly date: string;
  readonly status: string;
  readonly color: StatusColor;
  readonly items: readonly OrderItemView[];
  readonly history: readonly { key: string; status: string; color: StatusColor; when: string; note: string }[];
  /** The delivery address's lines; none for digital products alone, which say noDeliveryNote instead. */
  readonly address: readonly string[];
  readonly noDeliveryNote: string;
  /** 'Standard Delivery', 'Premium Delivery', 'Store Pickup' or 'Digital download (no delivery)'. */
  readonly shippingMethod: string;
  /** The customer's order notes as given at checkout; '' without. */
  readonly notes: string;
  readonly payment: { method: string; status: string; reference: string };
  /** An order to be paid at the studio: confirmed, what to pay with and until when it is held; '' otherwise. */
  readonly pickupNote: string;
  readonly totals: readonly { label: string; value: string }[];
  readonly total: string;
  readonly estimatedDelivery: string;
  readonly canCancel: boolean;
  /** Why Cancel order is not offered when a spent download is the reason, with where to ask instead. */
  readonly cancelBlocked: { readonly reason: string; readonly contactHref: string } | null;
  /** Pay now, while the order can still be paid; null otherwise. */
  readonly payLink: string | null;
  /**
   * Always offered for the selected order (a link to /orders/{orderId}/review);
   * the review page itself says 'This order is not eligible for reviews yet.' when the rules say so.
   */
  readonly reviewLink: string;
}

export interface CancelDialogView {
  readonly reasons: readonly string[];
  readonly reason: string;
  readonly other: string;
  readonly otherNeeded: boolean;
  readonly error: string | null;
  readonly sending: boolean;
  readonly confirmLabel: 'Cancel Order' | 'Cancelling...';
}

export interface OrdersView {
  /** Without a login the screen is leaving for /login. */
  readonly leaving: boolean;
  readonly filters: readonly { value: StatusFilter; label: string; selected: boolean }[];
  readonly list: 'loading' | 'ready' | 'failed';
  readonly rows: readonly OrderRowView[];
  readonly emptyText: string;
  readonly page: number;
  readonly totalPages: number;
  readonly hasPrev: boolean;
  readonly hasNext: boolean;
  readonly checkedCount: number;
  readonly exporting: boolean;
  readonly exportLabel: string;
  readonly detail: 'none' | 'loading' | 'failed' | OrderDetailView;
  /** The failed detail pane's words: 'Order not found' for a 404, else 'Failed to load order details'. */
  readonly detailError: string;
  readonly cancel: CancelDialogView | null;
}

type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** `canDownload`: the detail is read and nothing runs on it (a download, its reread, a cancel). */
function grantView(grant: DigitalProductGrant, readAt: Date, downloadingId: string | null, canDownload: boolean): GrantView {
  const state = grantState(grant, readAt);
  const left = downloadsRemaining(grant);
  const downloading = downloadingId === grant._id;
  return {
    id: grant._id,
    name: grant.productName,
    file: `${grant.fileFormat.toUpperCase()}, ${fileSize(grant.fileSize)}`,
    left: left === null ? 'Unlimited downloads' : `${left} of ${grant.downloadLimit} downloads left`,
    expiry: grantExpiryText(grant, readAt),
    blocked: state.usable ? null : state.reason,
    downloading,
    downloadDisabled: !state.usable || !canDownload,
  };
}

function payLinkOf(order: Order): string | null {
  return canPayOrder(order) ? payOrderPath(order._id) : null;
}

function attributesText(attributes: Readonly<Record<string, string | undefined>> | null | undefined): string {
  return Object.entries(attributes ?? {})
    .filter(([, value]) => value)
    .map(([name, value]) => `${statusLabel(name)}: ${value}`)
    .join(', ');
}

function addressLines(address: NonNullable<Order['shippingAddress']>): string[] {
  return [
    address.fullName,
    address.address,
    address.landmark ?? '',
    `${address.city}, ${address.state} ${address.zipCode}`.trim(),
    displayPhone(address.phone),
    address.email ?? '',
  ].filter((line) => line !== '');
}

function shippingMethodName(method: string | null): string {
  if (method === null) return DIGITAL_DELIVERY_NAME;
  return isShippingMethod(method) ? SHIPPING_METHOD_NAMES[method] : statusLabel(method);
}

function detailView(
  order: Order,
  grants: readonly DigitalProductGrant[],
  readAt: Date,
  downloadingId: string | null,
  canDownload: boolean,
): OrderDetailView {
  const address = order.shippingAddress;
  return {
    id: order._id,
    orderNumber: order.orderNumber,
    date: formatDateTime(order.date),
    status: statusLabel(order.status),
    color: orderStatusColor(order.status),
    items: order.items.map((item, index) => ({
      key: `${item.productId}-${item.variantId ?? ''}-${index}`,
      title: item.title,
      image: item.image,
      quantity: item.quantity,
      price: formatNaira(item.price),
      lineTotal: formatNaira(item.price * item.quantity),
      attributes: attributesText(item.selectedAttributes as Record<string, string | undefined>),
      itemStatus: statusLabel(item.itemStatus),
      grants: showsDigitalDownload(item, order)
        ? grants.filter((grant) => grant.productId === item.productId).map((grant) => grantView(grant, readAt, downloadingId, canDownload))
        : [],
    })),
    history: order.statusHistory.map((entry, index) => ({
      key: `${entry.status}-${index}`,
      status: statusLabel(entry.status),
      color: orderStatusColor(entry.status),
      when: formatDateTime(entry.timestamp),
      note: entry.note ?? '',
    })),
    address: address ? addressLines(address) : [],
    noDeliveryNote: address ? '' : NO_DELIVERY_NEEDED,
    shippingMethod: shippingMethodName(order.shippingMethod),
    notes: order.notes?.trim() ?? '',
    payment: {
      method: paymentMethodLabel(order.paymentMethod),
      status: statusLabel(order.paymentStatus),
      reference: order.paymentReference ?? '',
    },
    pickupNote: pickupHoldText(order),
    totals: [
      { label: 'Subtotal', value: formatNaira(order.subtotal) },
      { label: 'Shipping', value: formatNaira(order.shipping.cost) },
      { label: 'Tax', value: formatNaira(order.tax.amount) },
      ...(order.discount ? [{ label: `Discount (${order.discount.code})`, value: `-${formatNaira(order.discount.appliedAmount)}` }] : []),
    ],
    total: formatNaira(order.amount),
    estimatedDelivery: order.estimatedDeliveryDate ? formatDate(order.estimatedDeliveryDate) : '',
    canCancel: canCancelOrder(order),
    cancelBlocked: cancelRefusal(order) === DOWNLOADED_ORDER_NOT_CANCELLABLE ? { reason: DOWNLOAD_SPENT, contactHref: CONTACT_PAGE } : null,
    payLink: payLinkOf(order),
    reviewLink: `/orders/${order._id}/review`,
  };
}

function detailOf(snapshot: OrdersSnapshot): OrdersView['detail'] {
  const { detail, downloadingId } = snapshot.context;
  if (snapshot.matches({ active: { detail: 'none' } })) return 'none';
  if (snapshot.matches({ active: { detail: 'failed' } })) return 'failed';
  // While it reloads (after a cancel or a download) the detail read last stays on screen.
  if (detail === null) return 'loading';
  // A second file asked for while the first one's count is read again would be dropped: its
  // button waits, disabled, until the detail is read.
  const canDownload = snapshot.matches({ active: { detail: { ready: 'idle' } } });
  return detailView(detail.order, detail.grants, detail.readAt, downloadingId, canDownload);
}

function cancelOf(snapshot: OrdersSnapshot): CancelDialogView | null {
  if (!snapshot.matches({ active: { detail: { ready: 'cancelling' } } })) return null;
  const sending = snapshot.matches({ active: { detail: { ready: { cancelling: 'sending' } } } });
  const { cancelReason, cancelOther, cancelError } = snapshot.context;
  return {
    reasons: CANCEL_REASONS,
    reason: cancelReason,
    other: cancelOther,
    otherNeeded: cancelReason === 'Other',
    error: cancelError,
    sending,
    confirmLabel: sending ? 'Cancelling...' : 'Cancel Order',
  };
}

export function ordersView(snapshot: OrdersSnapshot): OrdersView {
  const { context } = snapshot;
  const list = snapshot.matches({ active: { list: 'ready' } })
    ? 'ready'
    : snapshot.matches({ active: { list: 'failed' } })
      ? 'failed'
      : 'loading';
  const exporting = snapshot.matches({ active: { exporting: 'running' } });
  const totalPages = context.pagination?.totalPages ?? 0;
  return {
    leaving: !snapshot.matches('active'),
    filters: ORDER_STATUS_FILTERS.map((filter) => ({ ...filter, selected: filter.value === context.status })),
    list,
    rows: context.orders.map((order) => ({
      id: order._id,
      orderNumber: order.orderNumber,
      date: formatDateTime(order.date),
      amount: formatNaira(order.amount),
      status: statusLabel(order.status),
      color: orderStatusColor(order.status),
      checked: context.checked.includes(order._id),
      selected: context.selectedId === order._id,
      payLink: payLinkOf(order),
      canCancel: canCancelOrder(order),
      pickupNote: pickupHoldShortText(order),
    })),
    emptyText: context.status === 'all' ? 'You have no orders yet.' : `No ${statusLabel(context.status).toLowerCase()} orders.`,
    page: context.page,
    totalPages,
    hasPrev: context.pagination?.hasPrevPage ?? false,
    hasNext: context.pagination?.hasNextPage ?? false,
    checkedCount: context.checked.length,
    exporting,
    exportLabel: exporting ? 'Exporting...' : `Export CSV (${context.checked.length})`,
    detail: detailOf(snapshot),
    detailError: context.detailError,
    cancel: cancelOf(snapshot),
  };
}
