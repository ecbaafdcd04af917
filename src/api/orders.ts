import { cacheSlot, forgetting, keyOf } from './cache.ts';
import { forgetStock } from './stock-caches.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { Order, OrderCreateRequest, OrderCreateResponse, OrderListResponse, QueryOf } from './models.ts';
import { read, send } from './request.ts';

const orderLists = cacheSlot<OrderListResponse>(DEFAULT_FRESH_MS, 'user');
const orders = cacheSlot<Order>(DEFAULT_FRESH_MS, 'user');

export type OrderListQuery = QueryOf<'listMyOrders'>;

/** Forget every cached order and order list (payment and review changes call this too). */
export function invalidateOrders(client: ApiClient): void {
  orderLists.invalidate(client);
  orders.invalidate(client);
}

/** POST /order/create. A Rejected 409 carries canPreorder. */
export function createOrder(client: ApiClient, body: OrderCreateRequest, signal: AbortSignal): Promise<OrderCreateResponse> {
  return send((signal) => client.POST('/order/create', { body, signal }), signal).then(forgettingOrders(client));
}

/** GET /order/my-orders (page 1 and limit 10 unless given). */
export function listMyOrders(client: ApiClient, query: OrderListQuery, signal: AbortSignal): Promise<OrderListResponse> {
  const fetch = () => read(client, (signal) => client.GET('/order/my-orders', { params: { query }, signal }), signal);
  return orderLists.through(client, keyOf(query), fetch);
}

/** GET /order/{id}. */
export function getOrder(client: ApiClient, id: string, signal: AbortSignal): Promise<Order> {
  const fetch = () => read(client, (signal) => client.GET('/order/{id}', { params: { path: { id } }, signal }), signal);
  return orders.through(client, id, () => fetch().then((a) => a.order));
}

/** POST /order/{id}/cancel: the updated order. Rejected 422 when it can no longer be cancelled. */
export function cancelOrder(client: ApiClient, id: string, reason: string, signal: AbortSignal): Promise<Order> {
  return send((signal) => client.POST('/order/{id}/cancel', { params: { path: { id } }, body: { reason }, signal }), signal)
    .then((a) => a.order)
    .then(forgettingOrders(client));
}

/**
 * A created order takes stock and a cancelled one gives it back: the cached orders and the cached
 * catalogue answers that show stock (forgetStock, as after a cart change) are both stale.
 */
function forgettingOrders(client: ApiClient) {
  return forgetting(() => {
    invalidateOrders(client);
    forgetStock(client);
  });
}
