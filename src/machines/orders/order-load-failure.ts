import { isNotFound } from '../request-failure.ts';

/** Why an order could not be shown (/orders' detail pane, the review page). */
export const ORDER_NOT_FOUND = 'Order not found';
export const LOAD_ORDER_FAILED = 'Failed to load order details';

/** A 404 (no such order, or another customer's) is 'Order not found'; anything else the fallback. */
export function orderLoadFailure(error: unknown): string {
  return isNotFound(error) ? ORDER_NOT_FOUND : LOAD_ORDER_FAILED;
}
