/**
 * The latest delivery date an order promises: standard 3-5
 * business days, premium 1-2, pickup 24 hours; with pre-orders 7-14, 5-10 and 7-14 calendar days.
 * The order records the far end of the range.
 */
import type { ShippingMethod } from './shipping.ts';

const REGULAR_BUSINESS_DAYS: Record<Exclude<ShippingMethod, 'pickup'>, number> = { standard: 5, premium: 2 };
const PREORDER_DAYS: Record<ShippingMethod, number> = { standard: 14, premium: 10, pickup: 14 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Saturdays and Sundays are skipped; the weekday is read in UTC so the rule is the same on every server. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export function estimatedDeliveryDate(method: ShippingMethod, hasPreorderItems: boolean, orderedAt: Date): Date {
  if (hasPreorderItems) return new Date(orderedAt.getTime() + PREORDER_DAYS[method] * DAY_MS);
  if (method === 'pickup') return new Date(orderedAt.getTime() + DAY_MS);
  return addBusinessDays(orderedAt, REGULAR_BUSINESS_DAYS[method]);
}
