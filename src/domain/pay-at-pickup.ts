/**
 * Paying at the studio: with Store Pickup a shopper may pay when they collect (cash, card or POS).
 * Such an order is confirmed without payment and holds its stock for a set number of days; staff
 * mark it paid and collected, or the hold lapses and the order is cancelled.
 */
import type { ShippingMethod } from './shipping.ts';
import { studioMovesFrom } from './order-transitions.ts';
import { formatDateTime } from './dates.ts';
import type { OrderStatus } from './order-status.ts';

export const PAYMENT_METHODS = ['paystack', 'pay_at_pickup'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paying online through the card provider (card, transfer, USSD, bank). */
export const PAY_ONLINE: PaymentMethod = 'paystack';
export const PAY_AT_STUDIO: PaymentMethod = 'pay_at_pickup';

/** Default of PICKUP_HOLD_DAYS. */
export const DEFAULT_PICKUP_HOLD_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PAY_AT_STUDIO_NEEDS_PICKUP = 'Pay at the studio is only available with Store Pickup';
export const PAY_AT_STUDIO_NOT_FOR_PREORDERS = 'Pay at the studio is not available for orders with pre-order items';

/** What checkout offers for each way of paying. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  paystack: 'Pay online now',
  pay_at_pickup: 'Pay at the studio',
};
export const PAYMENT_METHOD_DETAILS: Readonly<Record<PaymentMethod, string>> = {
  paystack: 'Card, bank transfer, USSD or bank',
  pay_at_pickup: 'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
};

/**
 * Why the order cannot be paid this way, or null when it can. Paying at the studio goes with Store
 * Pickup alone, and not with pre-order items (they arrive after the hold would have lapsed).
 */
export function paymentMethodRefusal(
  method: PaymentMethod,
  shippingMethod: ShippingMethod | null,
  hasPreorderItems: boolean,
): string | null {
  if (method !== PAY_AT_STUDIO) return null;
  if (shippingMethod !== 'pickup') return PAY_AT_STUDIO_NEEDS_PICKUP;
  return hasPreorderItems ? PAY_AT_STUDIO_NOT_FOR_PREORDERS : null;
}

/** The ways of paying checkout offers for this shipping method and basket. */
export function paymentMethodsFor(shippingMethod: ShippingMethod | null, hasPreorderItems: boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => paymentMethodRefusal(method, shippingMethod, hasPreorderItems) === null);
}

/** The shopper's choice while it is still offered, else paying online. */
export function effectivePaymentMethod(
  chosen: PaymentMethod,
  shippingMethod: ShippingMethod | null,
  hasPreorderItems: boolean,
): PaymentMethod {
  return paymentMethodRefusal(chosen, shippingMethod, hasPreorderItems) === null ? chosen : PAY_ONLINE;
}

/** PICKUP_HOLD_DAYS as the shop reads it: a whole number of days from 1; anything else is the default. */
export function parsePickupHoldDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_PICKUP_HOLD_DAYS;
}

/** The order is held until this instant: `days` whole days after it was placed. */
export function pickupHoldUntil(placedAt: Date, days: number): Date {
  return new Date(placedAt.getTime() + days * DAY_MS);
}

/** The hold has lapsed from its last instant on. */
export function pickupHoldLapsed(holdUntil: Date, now: Date): boolean {
  return now.getTime() >= holdUntil.getTime();
}

export type PickupOrderState = { readonly status: string; readonly paymentMethod: string; readonly paymentStatus: string };

/** Statuses in which an order paid at the studio still waits for its shopper. */
const WAITING_STATUSES: readonly string[] = ['confirmed', 'processing'];

/** An order to be paid at the studio, not yet paid and not yet collected or cancelled. */
export function awaitsPaymentAtStudio(order: PickupOrderState): boolean {
  return order.paymentMethod === PAY_AT_STUDIO && order.paymentStatus !== 'paid' && WAITING_STATUSES.includes(order.status);
}

export const NOT_AWAITING_COLLECTION = 'Only an order waiting to be paid at the studio can be marked paid and collected';

/** Why staff cannot mark the order paid and collected, or null when they can. */
export function collectRefusal(order: PickupOrderState): string | null {
  return awaitsPaymentAtStudio(order) ? null : NOT_AWAITING_COLLECTION;
}

/** The status an order takes once paid and collected. */
export const COLLECTED_STATUS: OrderStatus = 'delivered';

/** The studio's moves for this order: one waiting to be paid at the studio is collected, never shipped. */
export function studioMovesForOrder(order: PickupOrderState): readonly OrderStatus[] {
  const moves = studioMovesFrom(order.status);
  return awaitsPaymentAtStudio(order) ? moves.filter((status) => status !== 'shipped') : moves;
}

export function canStudioMoveOrder(order: PickupOrderState, to: string): boolean {
  return studioMovesForOrder(order).includes(to as OrderStatus);
}

/** How the shopper paid at the studio. */
export const STUDIO_PAYMENT_KINDS = ['cash', 'card', 'pos'] as const;
export type StudioPaymentKind = (typeof STUDIO_PAYMENT_KINDS)[number];
export const STUDIO_PAYMENT_KIND_NAMES: Readonly<Record<StudioPaymentKind, string>> = { cash: 'Cash', card: 'Card', pos: 'POS' };

export function isStudioPaymentKind(value: unknown): value is StudioPaymentKind {
  return STUDIO_PAYMENT_KINDS.includes(value as StudioPaymentKind);
}

/** The status history's note when staff mark the order paid and collected. */
export function collectedNote(paidWith: StudioPaymentKind): string {
  return `Paid at the studio (${STUDIO_PAYMENT_KIND_NAMES[paidWith]}) and collected`;
}

/** The status history's note on an order confirmed to be paid at the studio. */
export const CONFIRMED_FOR_PICKUP = 'Confirmed: to be paid at the studio on collection';

/** The note on an order cancelled because its hold lapsed; `until` is the hold's end as shown. */
export function pickupLapsedNote(until: string): string {
  return `Not collected and paid for by ${until}; the order was cancelled and its items went back on sale`;
}

/** What the order pages say about an order waiting to be paid at the studio; `until` is the hold's end as shown. */
export function payAtStudioText(until: string): string {
  return `Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until ${until}.`;
}

type HeldOrder = PickupOrderState & { readonly pickupHoldUntil?: string | null };

/** The hold's end as shown, for an order waiting to be paid at the studio; null for any other order. */
function shownHoldEnd(order: HeldOrder): string | null {
  return awaitsPaymentAtStudio(order) && order.pickupHoldUntil ? formatDateTime(order.pickupHoldUntil) : null;
}

/** What the order's receipt says about its hold; '' for an order not waiting to be paid at the studio. */
export function pickupHoldText(order: HeldOrder): string {
  const until = shownHoldEnd(order);
  return until === null ? '' : payAtStudioText(until);
}

/** The same in a list row: 'Pay at the studio by 29 November 2026 at 11:00 am'; '' for other orders. */
export function pickupHoldShortText(order: HeldOrder): string {
  const until = shownHoldEnd(order);
  return until === null ? '' : `Pay at the studio by ${until}`;
}

/** How an order is paid, as its pages name it. */
export function paymentMethodLabel(method: string): string {
  return method === PAY_AT_STUDIO ? 'At the studio (cash, card or POS)' : 'Online (Paystack)';
}

/** The checkout button when the order is paid at the studio. */
export const PLACE_ORDER_LABEL = 'Place Order';
