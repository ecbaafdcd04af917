/**
 * Paying at the studio: with Store Pickup a shopper may pay when they collect (cash, card or POS).
 * Such an order is confirmed without payment and holds its stock for a set number of days; staff
 * mark it paid and collected, or the hold lapses and the order is cancelled.
 */
import type { ShippingMethod } from './shipping.ts';
import { PAY_AT_STUDIO } from './pickup-hold.ts';

export const PAYMENT_METHODS = ['paystack', 'pay_at_pickup'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paying online through the card provider (card, transfer, USSD, bank). */
export const PAY_ONLINE: PaymentMethod = 'paystack';

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

/** The same rule as a yes or no, for checkout (which needs no refusal's words). */
export function methodAllowed(method: PaymentMethod, shippingMethod: ShippingMethod | null, hasPreorderItems: boolean): boolean {
  return method !== PAY_AT_STUDIO || (shippingMethod === 'pickup' && !hasPreorderItems);
}

/** The ways of paying checkout offers for this shipping method and basket. */
export function paymentMethodsFor(shippingMethod: ShippingMethod | null, hasPreorderItems: boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => methodAllowed(method, shippingMethod, hasPreorderItems));
}

/** The shopper's choice while it is still offered, else paying online. */
export function effectivePaymentMethod(
  chosen: PaymentMethod,
  shippingMethod: ShippingMethod | null,
  hasPreorderItems: boolean,
): PaymentMethod {
  return methodAllowed(chosen, shippingMethod, hasPreorderItems) ? chosen : PAY_ONLINE;
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

/** The status history's note on an order confirmed to be paid at the studio. */
export const CONFIRMED_FOR_PICKUP = 'Confirmed: to be paid at the studio on collection';

/** The note on an order cancelled because its hold lapsed; `until` is the hold's end as shown. */
export function pickupLapsedNote(until: string): string {
  return `Not collected and paid for by ${until}; the order was cancelled and its items went back on sale`;
}

/** The checkout button when the order is paid at the studio. */
export const PLACE_ORDER_LABEL = 'Place Order';
