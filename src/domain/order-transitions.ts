/**
 * Which status an order may move to, and who moves it. The customer cancels (order-eligibility.ts);
 * payment confirms; the studio moves a confirmed order through processing, shipped and delivered.
 */
import type { OrderStatus } from './order-status.ts';

const STUDIO_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
};

/** The statuses the studio may move an order in `from` to (none from a status it does not know). */
export function studioMovesFrom(from: string): readonly OrderStatus[] {
  return STUDIO_MOVES[from as OrderStatus] ?? [];
}

export function canStudioMove(from: string, to: string): boolean {
  return studioMovesFrom(from).includes(to as OrderStatus);
}

export function transitionRefusal(from: string, to: string): string {
  return `An order that is ${from} cannot be moved to ${to}`;
}

/** Item statuses follow the order once it ships. */
export function itemStatusFor(orderStatus: string): 'pending' | 'shipped' | 'delivered' {
  if (orderStatus === 'shipped') return 'shipped';
  if (orderStatus === 'delivered' || orderStatus === 'returned') return 'delivered';
  return 'pending';
}
