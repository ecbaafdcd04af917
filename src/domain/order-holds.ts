/**
 * What one account may hold while unpaid: an unpaid order takes its units from stock until it is
 * paid or its hold ends, so each account gets a bounded share of the shop's stock.
 */

/** Defaults of ORDER_UNPAID_LIMIT and ORDER_HELD_UNITS_LIMIT. */
export const DEFAULT_UNPAID_ORDER_LIMIT = 3;
export const DEFAULT_HELD_UNITS_LIMIT = 50;

export const VERIFY_EMAIL_TO_ORDER =
  'Please verify your email address before placing an order. Check your inbox for the verification link.';

export type HoldLimits = { readonly unpaidOrders: number; readonly heldUnits: number };
/** The account's orders still waiting for payment, and the units they take from stock. */
export type OpenHolds = { readonly unpaidOrders: number; readonly heldUnits: number };

export function tooManyUnpaidOrders(limit: number): string {
  return `You have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'}. Please pay for or cancel one before placing another.`;
}

export function tooManyHeldUnits(limit: number): string {
  return `Unpaid orders can hold at most ${limit} items from stock. Please pay for or cancel an unpaid order first.`;
}

/** Whether a new order taking `units` from stock fits the account's limits; the refusal otherwise. */
export function holdLimitError(open: OpenHolds, units: number, limits: HoldLimits): string | null {
  if (open.unpaidOrders >= limits.unpaidOrders) return tooManyUnpaidOrders(limits.unpaidOrders);
  if (open.heldUnits + units > limits.heldUnits) return tooManyHeldUnits(limits.heldUnits);
  return null;
}
