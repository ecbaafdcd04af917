import type { PickupOrderState } from '../../src/domain/pickup-hold.ts';

/** What the pickup rules read of an order row. */
export function pickupStateOf(row: { status: string; payment_method: string; payment_status: string }): PickupOrderState {
  return { status: row.status, paymentMethod: row.payment_method, paymentStatus: row.payment_status };
}
