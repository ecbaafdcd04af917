import { expect, test, type Page } from '@playwright/test';
import { receiveStock, studioPost } from './studio.ts';

const ADDRESS = { fullName: 'Ada Obi', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100271', phone: '08031234567' };

/** What the seeded demo customer's delivered order holds: a reflector and the wedding guide PDF (5 downloads). */
export const REFLECTOR = { id: 'reflector-5-in-1', title: '5-in-1 Collapsible Reflector 110cm' };
export const WEDDING_GUIDE = { id: 'guide-wedding-photography' };

/** An order placed through the API by the customer whose token is given, to a Lagos address, still to be paid. */
export async function placedOrder(
  page: Page,
  token: string,
  items: readonly { productId: string; quantity: number }[],
): Promise<{ _id: string; orderNumber: string }> {
  const created = await page.request.post('/api/v1/order/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { items, shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethod: 'paystack', shippingMethod: 'standard' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { order: { _id: string; orderNumber: string } }).order;
}

/**
 * A delivered order of the customer whose token is given, made through the API as a real one is:
 * placed, paid in the sandbox, shipped with the studio's note, delivered. Each journey that spends
 * an order's downloads or reviews its items gets its own, in every run on the same server.
 */
export async function deliveredOrder(page: Page, token: string, shippedNote: string): Promise<{ _id: string; orderNumber: string }> {
  const auth = { authorization: `Bearer ${token}` };
  await receiveStock(page, REFLECTOR.id, 1);
  const order = await placedOrder(page, token, [
    { productId: REFLECTOR.id, quantity: 1 },
    { productId: WEDDING_GUIDE.id, quantity: 1 },
  ]);
  const started = await page.request.post('/api/v1/payment/initialize', {
    headers: auth,
    data: { orderId: order._id, callbackUrl: new URL('/payment/status', String(test.info().project.use.baseURL)).href },
  });
  expect(started.ok()).toBe(true);
  const { reference } = ((await started.json()) as { data: { reference: string } }).data;
  const decided = await page.request.post(`/api/v1/payment/sandbox/${reference}?decision=pay`, { maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  expect((await page.request.get(`/api/v1/payment/verify/${reference}`, { headers: auth })).ok()).toBe(true);
  await studioPost(page, `/studio/orders/${order.orderNumber}/status`, { status: 'shipped', note: shippedNote });
  await studioPost(page, `/studio/orders/${order.orderNumber}/status`, { status: 'delivered' });
  return order;
}
