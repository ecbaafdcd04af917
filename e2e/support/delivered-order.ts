import { expect, test, type Page } from '@playwright/test';
import { receiveStock, studioPost } from './studio.ts';

const ADDRESS = { fullName: 'Ada Obi', address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipCode: '100271', phone: '08031234567' };

/** What the seeded demo customer's delivered order holds: a reflector and the wedding guide PDF (5 downloads). */
export const REFLECTOR = { id: 'reflector-5-in-1', title: '5-in-1 Collapsible Reflector 110cm' };
export const WEDDING_GUIDE = { id: 'guide-wedding-photography' };

/** What the journeys read of an order they placed: its ids and each line's unit price. */
export interface PlacedOrder {
  readonly _id: string;
  readonly orderNumber: string;
  readonly items: readonly { readonly price: number }[];
}

/** An order placed through the API by the customer whose token is given, to a Lagos address, still to be paid. */
export async function placedOrder(
  page: Page,
  token: string,
  items: readonly { productId: string; quantity: number }[],
): Promise<PlacedOrder> {
  const created = await page.request.post('/api/v1/order/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { items, shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethod: 'paystack', shippingMethod: 'standard' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { order: PlacedOrder }).order;
}

/**
 * A delivered order of the customer whose token is given, made through the API as a real one is:
 * placed, paid in the sandbox, shipped with the studio's note, delivered. Each journey that spends
 * an order's downloads or reviews its items gets its own, in every run on the same server.
 */
export async function deliveredOrder(page: Page, token: string, shippedNote: string): Promise<PlacedOrder> {
  await receiveStock(page, REFLECTOR.id, 1);
  const order = await placedOrder(page, token, [
    { productId: REFLECTOR.id, quantity: 1 },
    { productId: WEDDING_GUIDE.id, quantity: 1 },
  ]);
  await payAndDeliver(page, token, order, shippedNote);
  return order;
}

/** The customer pays the order in the sandbox; the studio ships it (with a note for the customer, if given) and delivers it. */
export async function payAndDeliver(page: Page, token: string, order: PlacedOrder, shippedNote?: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/v1/payment/initialize', {
    headers: auth,
    data: { orderId: order._id, callbackUrl: new URL('/payment/status', String(test.info().project.use.baseURL)).href },
  });
  expect(started.ok()).toBe(true);
  const { reference } = ((await started.json()) as { data: { reference: string } }).data;
  const decided = await page.request.post(`/api/v1/payment/sandbox/${reference}?decision=pay`, { maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  expect((await page.request.get(`/api/v1/payment/verify/${reference}`, { headers: auth })).ok()).toBe(true);
  await studioPost(page, `/studio/orders/${order.orderNumber}/status`, {
    status: 'shipped',
    ...(shippedNote ? { note: shippedNote } : {}),
  });
  await studioPost(page, `/studio/orders/${order.orderNumber}/status`, { status: 'delivered' });
}
