/**
 * What staff do with an order paid at the studio: mark it paid and collected (with how it was
 * paid), or move it on as the rules allow; it is never shipped while it waits.
 */
import { studioMovesFrom } from './order-transitions.ts';
import type { OrderStatus } from './order-status.ts';
import { awaitsPaymentAtStudio, type PickupOrderState } from './pickup-hold.ts';

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
