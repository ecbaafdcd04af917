import type { ApiClient } from './client.ts';
import type { QueryOf } from './models.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';

type Schemas = components['schemas'];
export type StudioOrderQuery = QueryOf<'listStudioOrders'>;
export type StudioExportQuery = QueryOf<'exportStudioOrders'>;
export type StudioOrderList = Schemas['StudioOrderListResponse'];
export type StudioOrderDetail = Schemas['StudioOrderResponse'];
export type StudioMember = Schemas['StudioMember'];
export type StudioAudit = Schemas['StudioAuditResponse'];

// The studio reads fresh every time: several people move the same orders, so nothing is cached.

/** GET /studio/orders: one page of the filtered, searched and sorted orders. */
export function listStudioOrders(client: ApiClient, query: StudioOrderQuery, signal: AbortSignal): Promise<StudioOrderList> {
  return read(client, (signal) => client.GET('/studio/orders', { params: { query }, signal }), signal);
}

/** GET /studio/orders/export: the filtered orders as CSV text. */
export function exportStudioOrders(client: ApiClient, query: StudioExportQuery, signal: AbortSignal): Promise<string> {
  return read(client, (signal) => client.GET('/studio/orders/export', { params: { query }, parseAs: 'text', signal }), signal);
}

/** GET /studio/orders/{orderNumber}: the order, its customer and the moves allowed. */
export function getStudioOrder(client: ApiClient, orderNumber: string, signal: AbortSignal): Promise<StudioOrderDetail> {
  return read(client, (signal) => client.GET('/studio/orders/{orderNumber}', { params: { path: { orderNumber } }, signal }), signal);
}

/** POST /studio/orders/{orderNumber}/status: the server's message ('Order ... is now shipped'). */
export async function moveStudioOrder(
  client: ApiClient,
  orderNumber: string,
  body: Schemas['StudioMoveRequest'],
  signal: AbortSignal,
): Promise<string> {
  const answer = await send(
    (signal) => client.POST('/studio/orders/{orderNumber}/status', { params: { path: { orderNumber } }, body, signal }),
    signal,
  );
  return answer.message ?? `Order ${orderNumber} is now ${body.status}`;
}

/** POST /studio/orders/{orderNumber}/collect: the server's message ('Order ... is paid and collected'). */
export async function collectStudioOrder(
  client: ApiClient,
  orderNumber: string,
  body: Schemas['StudioCollectRequest'],
  signal: AbortSignal,
): Promise<string> {
  const answer = await send(
    (signal) => client.POST('/studio/orders/{orderNumber}/collect', { params: { path: { orderNumber } }, body, signal }),
    signal,
  );
  return answer.message ?? `Order ${orderNumber} is paid and collected`;
}

/** GET /studio/staff (the owner's). */
export async function listStudioStaff(client: ApiClient, signal: AbortSignal): Promise<StudioMember[]> {
  return (await read(client, (signal) => client.GET('/studio/staff', { signal }), signal)).staff;
}

/** POST /studio/staff: the server's message. */
export async function inviteStudioStaff(client: ApiClient, body: Schemas['StudioMemberRequest'], signal: AbortSignal): Promise<string> {
  return (await send((signal) => client.POST('/studio/staff', { body, signal }), signal)).message;
}

/** DELETE /studio/staff/{id}: the server's message. */
export async function revokeStudioStaff(client: ApiClient, id: string, signal: AbortSignal): Promise<string> {
  return (await send((signal) => client.DELETE('/studio/staff/{id}', { params: { path: { id } }, signal }), signal)).message;
}

/** GET /studio/audit (the owner's). */
export function listStudioAudit(client: ApiClient, page: number, signal: AbortSignal): Promise<StudioAudit> {
  return read(client, (signal) => client.GET('/studio/audit', { params: { query: { page } }, signal }), signal);
}

/** GET /studio/reviews: every review, newest first, hidden ones included. */
export function listStudioReviews(client: ApiClient, page: number, signal: AbortSignal): Promise<Schemas['StudioReviewListResponse']> {
  return read(client, (signal) => client.GET('/studio/reviews', { params: { query: { page } }, signal }), signal);
}

/** POST /studio/reviews/{id}/visibility: the server's message ('Review hidden'). */
export async function setStudioReviewVisibility(
  client: ApiClient,
  id: string,
  body: Schemas['StudioReviewVisibilityRequest'],
  signal: AbortSignal,
): Promise<string> {
  const answer = await send((signal) => client.POST('/studio/reviews/{id}/visibility', { params: { path: { id } }, body, signal }), signal);
  return answer.message;
}

/** GET /studio/stock: the low-stock list, or the stock rows a search finds. */
export function listStudioStock(
  client: ApiClient,
  query: QueryOf<'listStudioStock'>,
  signal: AbortSignal,
): Promise<Schemas['StudioStockListResponse']> {
  return read(client, (signal) => client.GET('/studio/stock', { params: { query }, signal }), signal);
}

/** GET /studio/products/{productId}/stock: the product's stock rows and one page of their history. */
export function getStudioProductStock(
  client: ApiClient,
  productId: string,
  page: number,
  signal: AbortSignal,
): Promise<Schemas['StudioProductStockResponse']> {
  return read(
    client,
    (signal) => client.GET('/studio/products/{productId}/stock', { params: { path: { productId }, query: { page } }, signal }),
    signal,
  );
}

/** POST /studio/products/{productId}/stock: the server's message ('Stock +12: 16 in stock'). */
export async function adjustStudioStock(
  client: ApiClient,
  productId: string,
  body: Schemas['StudioStockAdjustmentRequest'],
  signal: AbortSignal,
): Promise<string> {
  const answer = await send(
    (signal) => client.POST('/studio/products/{productId}/stock', { params: { path: { productId } }, body, signal }),
    signal,
  );
  return answer.message;
}

/** GET /studio/customers: one page of the customers, searched by name or email. */
export function listStudioCustomers(
  client: ApiClient,
  query: QueryOf<'listStudioCustomers'>,
  signal: AbortSignal,
): Promise<Schemas['StudioCustomerListResponse']> {
  return read(client, (signal) => client.GET('/studio/customers', { params: { query }, signal }), signal);
}

/** GET /studio/customers/{id}: one customer with their addresses and orders. */
export function getStudioCustomer(client: ApiClient, id: string, signal: AbortSignal): Promise<Schemas['StudioCustomerResponse']> {
  return read(client, (signal) => client.GET('/studio/customers/{id}', { params: { path: { id } }, signal }), signal);
}
