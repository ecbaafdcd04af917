import type { components } from '../api/schema.gen.ts';

type Order = components['schemas']['Order'];

// The order created at checkout is the "current order": kept in
// sessionStorage, so a reload of /payment still has it, and gone with the browser tab. It belongs to
// the signed-in shopper: the session forgets it with the token (logout, a 401; session.live.ts).
const KEY = 'currentOrder';

export function readCurrentOrder(): Order | null {
  const stored = globalThis.sessionStorage?.getItem(KEY);
  if (!stored) return null;
  try {
    const order = JSON.parse(stored) as Order;
    return typeof order._id === 'string' ? order : null;
  } catch {
    return null;
  }
}

export function writeCurrentOrder(order: Order): void {
  globalThis.sessionStorage?.setItem(KEY, JSON.stringify(order));
}

export function forgetCurrentOrder(): void {
  globalThis.sessionStorage?.removeItem(KEY);
}
