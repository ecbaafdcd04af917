import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { cancelOrder, createOrder, getOrder, listMyOrders } from '../../src/api/orders.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import type { OrderCreateRequest } from '../../src/api/models.ts';
import { order } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const shippingAddress = {
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};
const createRequest: OrderCreateRequest = {
  items: [{ productId: 'prod-muslin', variantId: 'var-gray', quantity: 2, selectedAttributes: { color: 'Gray' }, isPreorder: false }],
  shippingAddress,
  billingAddress: shippingAddress,
  paymentMethod: 'paystack',
  shippingMethod: 'standard',
  notes: 'Please call before delivery.',
};
const orderPagination = { currentPage: 1, limit: 10, totalOrders: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false };
const cancelled = { ...order, status: 'cancelled' } as const;

describeApiCases('orders', [
  apiCase({
    name: 'createOrder',
    method: 'post',
    path: '/order/create',
    run: (client) => createOrder(client, createRequest, UNABORTED),
    status: 201,
    answer: { success: true, message: 'Order created', order, hasPreorderItems: false },
    expected: { success: true, message: 'Order created', order, hasPreorderItems: false },
    kind: 'mutation',
    sentBody: createRequest,
  }),
  apiCase({
    name: 'listMyOrders',
    method: 'get',
    path: '/order/my-orders',
    run: (client) => listMyOrders(client, { page: 1, limit: 10, status: 'pending' }, UNABORTED),
    answer: { success: true, orders: [order], pagination: orderPagination },
    expected: { success: true, orders: [order], pagination: orderPagination },
    kind: 'read',
    freshMs: FIVE_MINUTES,
    sentQuery: 'page=1&limit=10&status=pending',
  }),
  apiCase({
    name: 'getOrder',
    method: 'get',
    path: '/order/:id',
    run: (client) => getOrder(client, 'order-1', UNABORTED),
    answer: { success: true, order },
    expected: order,
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'cancelOrder',
    method: 'post',
    path: '/order/:id/cancel',
    run: (client) => cancelOrder(client, 'order-1', 'Changed my mind', UNABORTED),
    answer: { success: true, message: 'Order cancelled', order: cancelled },
    expected: cancelled,
    kind: 'mutation',
    sentBody: { reason: 'Changed my mind' },
  }),
]);

describe('order specifics', () => {
  it('carries canPreorder when an item is out of stock', async () => {
    server.use(
      http.post(`${BASE_URL}/order/create`, () =>
        HttpResponse.json(
          { success: false, message: 'Collapsible Muslin Backdrop 3x6m is out of stock', canPreorder: true },
          { status: 409 },
        ),
      ),
    );
    const error = await fail(createOrder(testClient(TOKEN).client, createRequest, UNABORTED));
    expect(plain(error)).toEqual({
      _tag: 'Rejected',
      status: 409,
      message: 'Collapsible Muslin Backdrop 3x6m is out of stock',
      canPreorder: true,
    });
  });

  it('asks for the order and the list again after a cancellation', async () => {
    let detailReads = 0;
    let listReads = 0;
    server.use(
      http.get(`${BASE_URL}/order/my-orders`, () => {
        listReads += 1;
        return HttpResponse.json({ success: true, orders: [order], pagination: orderPagination });
      }),
      http.get(`${BASE_URL}/order/:id`, () => {
        detailReads += 1;
        return HttpResponse.json({ success: true, order });
      }),
      http.post(`${BASE_URL}/order/:id/cancel`, () => HttpResponse.json({ success: true, order: cancelled })),
    );
    const { client } = testClient(TOKEN);
    await succeed(listMyOrders(client, {}, UNABORTED));
    await succeed(getOrder(client, 'order-1', UNABORTED));
    await succeed(cancelOrder(client, 'order-1', 'Ordered by mistake', UNABORTED));
    await succeed(listMyOrders(client, {}, UNABORTED));
    await succeed(getOrder(client, 'order-1', UNABORTED));
    expect({ listReads, detailReads }).toEqual({ listReads: 2, detailReads: 2 });
  });
});
