import type { SnapshotFrom } from 'xstate';
import { DIGITAL_DELIVERY_NAME } from '../../domain/delivery.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { statusLabel } from '../../domain/order-status.ts';
import { awaitsPaymentAtStudio } from '../../domain/pickup-hold.ts';
import { paymentMethodLabel, pickupHoldText } from '../../domain/pickup-hold-texts.ts';
import { STUDIO_PAYMENT_KIND_NAMES, STUDIO_PAYMENT_KINDS } from '../../domain/pickup-collection.ts';
import type { studioOrderMachine } from './studio-order.machine.ts';
import type { StudioOrder, StudioOrderDetail } from './studio-types.ts';
import type { RefundKind } from '../../domain/refunds.ts';
import type { RefundForm } from './studio-refund.context.ts';

export interface StudioOrderLineView {
  readonly title: string;
  /** 'Colour: Black, Size: M'; '' without choices. */
  readonly options: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly total: string;
  readonly kind: string;
}

export interface StudioOrderView {
  readonly orderNumber: string;
  readonly loading: boolean;
  readonly problem: string;
  readonly canRetry: boolean;
  readonly order: {
    readonly placed: string;
    readonly status: string;
    readonly payment: string;
    /** 'Online (Paystack)' or 'At the studio (cash, card or POS)'. */
    readonly paymentMethod: string;
    /** Until when an order to be paid at the studio is held; '' otherwise. */
    readonly pickupNote: string;
    readonly paymentReference: string;
    readonly customerName: string;
    readonly customerEmail: string;
    readonly address: readonly string[];
    readonly shippingMethod: string;
    readonly notes: string;
    readonly lines: readonly StudioOrderLineView[];
    readonly subtotal: string;
    readonly shipping: string;
    readonly tax: string;
    readonly total: string;
    readonly history: readonly { status: string; when: string; note: string }[];
  } | null;
  readonly moveOptions: readonly { value: string; label: string }[];
  readonly moveTo: string;
  readonly note: string;
  readonly moveError: string;
  readonly moving: boolean;
  /**
   * Something runs on the order (a move, a collection, a refund, or the order read again after
   * one): its forms' buttons wait, so a press is not dropped.
   */
  readonly busy: boolean;
  /** 'Paid and collected', offered while the order waits to be paid at the studio; null otherwise. */
  readonly collect: {
    readonly options: readonly { value: string; label: string }[];
    readonly paidWith: string;
    readonly error: string;
    readonly collecting: boolean;
  } | null;
  readonly refunds: StudioRefundsView | null;
  readonly packingSlipHref: string;
  readonly backHref: string;
}

export interface StudioRefundsView {
  readonly paid: string;
  readonly refunded: string;
  readonly left: string;
  readonly entries: readonly { key: string; when: string; amount: string; reason: string; by: string; status: string }[];
  /** Why the order cannot be refunded now; '' when the form is offered. */
  readonly refusal: string;
  readonly kinds: readonly { value: RefundKind; label: string }[];
  readonly kind: RefundKind;
  /** The lines that still have units to refund, with the units typed for each. */
  readonly lines: readonly { line: number; label: string; max: number; value: string }[];
  readonly amount: string;
  readonly reason: string;
  readonly error: string;
  readonly refunding: boolean;
}

const REFUND_KIND_LABELS: readonly { value: RefundKind; label: string }[] = [
  { value: 'lines', label: 'Some items' },
  { value: 'amount', label: 'An amount' },
  { value: 'full', label: 'Everything left' },
];

function refundsView(detail: StudioOrderDetail, form: RefundForm, error: string, refunding: boolean): StudioRefundsView {
  const { refunds, order } = detail;
  return {
    paid: formatNaira(refunds.paid),
    refunded: formatNaira(refunds.refunded),
    left: formatNaira(refunds.refundable),
    entries: refunds.entries.map((entry) => ({
      key: entry._id,
      when: formatDateTime(entry.date),
      amount: formatNaira(entry.amount),
      reason: entry.reason,
      by: entry.by ?? 'Operator key',
      status: entry.status === 'due' ? 'Due: the payment provider did not answer yet; retried every minute' : 'Refunded',
    })),
    refusal: refunds.refusal ?? '',
    kinds: REFUND_KIND_LABELS,
    kind: form.kind,
    lines: refunds.lines.flatMap((line) => {
      const item = order.items[line.line];
      if (!item || line.refundable === 0) return [];
      const label = `${item.title} (${formatNaira(item.price)} each, up to ${line.refundable})`;
      return [{ line: line.line, label, max: line.refundable, value: form.quantities[line.line] ?? '' }];
    }),
    amount: form.amount,
    reason: form.reason,
    error,
    refunding,
  };
}

const title = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The delivery address as lines; none for an order of digital products alone. */
function addressLines(order: StudioOrder): string[] {
  const a = order.shippingAddress;
  if (!a) return [];
  return [a.fullName, a.address, `${a.city}, ${a.state} ${a.zipCode}`.trim(), a.phone, a.email ?? ''].filter((line) => line !== '');
}

/** The order as read, with its customer. */
function orderFacts(detail: StudioOrderDetail): NonNullable<StudioOrderView['order']> {
  const { order } = detail;
  return {
    placed: formatDateTime(order.date),
    status: statusLabel(order.status),
    payment: order.sandboxPayment ? `${title(order.paymentStatus)} (sandbox, no money taken)` : title(order.paymentStatus),
    paymentMethod: paymentMethodLabel(order.paymentMethod),
    pickupNote: pickupHoldText(order),
    paymentReference: order.paymentReference ?? 'None yet',
    customerName: detail.customer.name,
    customerEmail: detail.customer.email,
    address: addressLines(order),
    shippingMethod: order.shippingMethod ? title(order.shippingMethod) : DIGITAL_DELIVERY_NAME,
    notes: order.notes?.trim() ?? '',
    lines: order.items.map((item) => ({
      title: item.title,
      options: Object.entries(item.selectedAttributes ?? {})
        .map(([name, value]) => `${title(name)}: ${value}`)
        .join(', '),
      quantity: item.quantity,
      unitPrice: formatNaira(item.price),
      total: formatNaira(item.price * item.quantity),
      kind: item.isDigital ? 'Digital' : item.isPreorder ? 'Pre-order' : 'Physical',
    })),
    subtotal: formatNaira(order.subtotal),
    shipping: formatNaira(order.shipping.cost),
    tax: formatNaira(order.tax.amount),
    total: formatNaira(order.amount),
    history: order.statusHistory.map((entry) => ({
      status: statusLabel(entry.status),
      when: formatDateTime(entry.timestamp),
      note: entry.note ?? '',
    })),
  };
}

/** The order's page (and its packing slip) as shown. */
export function studioOrderView(snapshot: SnapshotFrom<typeof studioOrderMachine>): StudioOrderView {
  const { context } = snapshot;
  const detail = context.detail;
  const order = detail?.order;
  const path = `/studio/orders/${encodeURIComponent(context.orderNumber)}`;
  return {
    orderNumber: context.orderNumber,
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    order: detail ? orderFacts(detail) : null,
    moveOptions: (detail?.nextStatuses ?? []).map((value) => ({ value, label: statusLabel(value) })),
    moveTo: context.moveTo,
    note: context.note,
    moveError: context.moveError,
    moving: snapshot.matches({ ready: 'moving' }),
    busy: !snapshot.matches({ ready: 'idle' }),
    collect:
      order && awaitsPaymentAtStudio(order)
        ? {
            options: STUDIO_PAYMENT_KINDS.map((value) => ({ value, label: STUDIO_PAYMENT_KIND_NAMES[value] })),
            paidWith: context.paidWith,
            error: context.collectError,
            collecting: snapshot.matches({ ready: 'collecting' }),
          }
        : null,
    refunds: detail ? refundsView(detail, context.refund, context.refundError, snapshot.matches({ ready: 'refunding' })) : null,
    packingSlipHref: `${path}/packing-slip`,
    backHref: '/studio/orders',
  };
}
