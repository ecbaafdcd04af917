import { forgetting } from './cache.ts';
import { forgetStock } from './stock-caches.ts';
import type { ApiClient } from './client.ts';
import type { CartAddRequest, CartAddResponse, CartItem, CartQuantityRequest } from './models.ts';
import { read, send } from './request.ts';

// The cart is never cached: it changes with every click and carries live stock. Each change also
// drops the cached catalogue answers that show stock (forgetStock).

/** GET /user/cart. */
export function getCart(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<CartItem>> {
  return read(client, (signal) => client.GET('/user/cart', { signal }), signal).then((a) => a.cartItems);
}

/**
 * POST /user/cart/add. inventoryStatus says when some of it is a pre-order; a Rejected 409
 * carries availableStock ('Only N items available').
 */
export function addToCart(client: ApiClient, body: CartAddRequest, signal: AbortSignal): Promise<CartAddResponse> {
  return send((signal) => client.POST('/user/cart/add', { body, signal }), signal).then(forgetting(() => forgetStock(client)));
}

/** PUT /user/cart/quantity: the whole cart back. */
export function updateCartQuantity(client: ApiClient, body: CartQuantityRequest, signal: AbortSignal): Promise<ReadonlyArray<CartItem>> {
  return send((signal) => client.PUT('/user/cart/quantity', { body, signal }), signal)
    .then((a) => a.cartItems)
    .then(forgetting(() => forgetStock(client)));
}

/** POST /user/cart/remove: the whole cart back. */
export function removeFromCart(client: ApiClient, cartKey: string, signal: AbortSignal): Promise<ReadonlyArray<CartItem>> {
  return send((signal) => client.POST('/user/cart/remove', { body: { cartKey }, signal }), signal)
    .then((a) => a.cartItems)
    .then(forgetting(() => forgetStock(client)));
}
