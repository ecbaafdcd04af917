import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { listMyOrders } from '../../src/api/orders.ts';
import { getPaymentStatus, initializePayment, verifyPayment } from '../../src/api/payments.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { order } from './support/fixtures.ts';
import { BASE_URL, TOKEN, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const reference = 'ORD-20250314-0001-1710408600';
const initialized = { authorization_url: 'https://checkout.paystack.com/0peioxfhpn', access_code: '0peioxfhpn', reference };
const window = { expiresAt: '2025-03-14T09:45:00.000Z', secondsLeft: 1500 } as const;
const verified = { status: 'success', reference, orderId: 'order-1', amount: 86000, channel: 'card', ...window } as const;
const pending = {
  transactionStatus: 'pending',
  orderId: 'order-1',
  amount: 86000,
  reference,
  channel: 'bank_transfer',
  ...window,
} as const;

describeApiCases('payments', [
  apiCase({
    name: 'initializePayment',
    method: 'post',
    path: '/payment/initialize',
    run: (client) => initializePayment(client, { orderId: 'order-1', callbackUrl: 'https://studio.example.ng/payment/status' }, UNABORTED),
    answer: { success: true, message: 'Payment initialized', data: initialized },
    expected: initialized,
    kind: 'mutation',
    sentBody: { orderId: 'order-1', callbackUrl: 'https://studio.example.ng/payment/status' },
  }),
  apiCase({
    name: 'verifyPayment',
    method: 'get',
    path: '/payment/verify/:ref',
    run: (client) => verifyPayment(client, reference, UNABORTED),
    answer: { success: true, message: 'Payment successful', data: verified },
    expected: verified,
    kind: 'read',
  }),
  apiCase({
    name: 'getPaymentStatus',
    method: 'get',
    path: '/payment/status/:ref',
    run: (client) => getPaymentStatus(client, reference, UNABORTED),
    answer: { success: true, data: pending },
    expected: pending,
    kind: 'read',
  }),
]);

describe('payment specifics', () => {
  it('asks for the orders again after a verified payment', async () => {
    let listReads = 0;
    server.use(
      http.get(`${BASE_URL}/order/my-orders`, () => {
        listReads += 1;
        return HttpResponse.json({
          success: true,
          orders: [order],
          pagination: { currentPage: 1, limit: 10, totalOrders: 1, totalPages: 1, hasPrevPage: false, hasNextPage: false },
        });
      }),
      http.get(`${BASE_URL}/payment/verify/:ref`, () => HttpResponse.json({ success: true, message: 'ok', data: verified })),
    );
    const { client } = testClient(TOKEN);
    await succeed(listMyOrders(client, {}, UNABORTED));
    await succeed(verifyPayment(client, reference, UNABORTED));
    await succeed(listMyOrders(client, {}, UNABORTED));
    expect(listReads).toBe(2);
  });

  it('puts the reference in the path', async () => {
    let path = '';
    server.use(
      http.get(`${BASE_URL}/payment/status/:ref`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, data: pending });
      }),
    );
    await succeed(getPaymentStatus(testClient(TOKEN).client, reference, UNABORTED));
    expect(path).toBe(`/api/v1/payment/status/${reference}`);
  });
});
