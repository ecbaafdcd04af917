import { getCart, removeFromCart, updateCartQuantity } from '../../api/cart.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { LineChange } from './cart.machine.ts';

// The cart's requests, loaded on first use by cart.live.ts: the cart lives in the session, which
// every page starts, and the API layer must stay out of the first chunk.

export function loadCart(signal: AbortSignal) {
  return getCart(apiClient, signal);
}

export function changeLine(change: LineChange, signal: AbortSignal) {
  const request =
    change.kind === 'remove'
      ? removeFromCart(apiClient, change.cartKey, signal)
      : updateCartQuantity(apiClient, { cartKey: change.cartKey, quantity: change.quantity }, signal);
  return request;
}
