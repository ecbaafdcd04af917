import { downloadDigitalProduct, listDigitalProducts } from '../../api/downloads.ts';
import { cancelOrder, getOrder, listMyOrders } from '../../api/orders.ts';
import { grantsForOrder } from '../../domain/downloads.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { OrderDetail, OrderList, OrderListQuery } from './orders.machine.ts';

/** GET /order/my-orders (loaded on first use by orders.live.ts). */
export function fetchOrders(query: OrderListQuery, signal: AbortSignal): Promise<OrderList> {
  return listMyOrders(apiClient, query, signal);
}

/** GET /order/{id} and GET /user/digital-products, keeping this order's grants. */
export async function fetchOrderDetail(orderId: string, signal: AbortSignal): Promise<OrderDetail> {
  const [order, grants] = await Promise.all([getOrder(apiClient, orderId, signal), listDigitalProducts(apiClient, signal)]);
  return { order, grants: grantsForOrder(grants, orderId), readAt: new Date() };
}

/** Each selected order's detail, in the order ticked (the CSV is built from details). */
export function fetchOrderDetails(orderIds: readonly string[], signal: AbortSignal) {
  return Promise.all(orderIds.map((id) => getOrder(apiClient, id, signal)));
}

/** POST /order/{id}/cancel. */
export function requestCancel(orderId: string, reason: string, signal: AbortSignal) {
  return cancelOrder(apiClient, orderId, reason, signal);
}

/** POST /user/digital-products/{id}/download: the link to open. */
export async function requestDownloadUrl(grantId: string, signal: AbortSignal): Promise<string> {
  return (await downloadDigitalProduct(apiClient, grantId, signal)).downloadUrl;
}
