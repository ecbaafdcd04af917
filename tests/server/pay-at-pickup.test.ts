import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPurchaseSweep } from '../../server/orders/hold-sweep.ts';
import { sweepLapsedPickups } from '../../server/orders/pickup-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS, readPurchaseSettings } from '../../server/orders/purchase-settings.ts';
import { runStudioCommand } from '../../server/studio/studio-command.ts';
import { DEFAULT_STUDIO_EMAIL } from '../../server/contact/studio.ts';
import { lastMailTo, signedInCustomer } from './support/accounts-helpers.ts';
import { depsOf, placeOrder, setStock, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'pickup-studio-key-0123456789abcdef';
const MUG = 'lens-mug'; // finalPrice 9,000
const PICKUP = { shippingMethod: 'pickup', paymentMethod: 'pay_at_pickup' };
const DAY_MINUTES = 24 * 60;

let server: TestServer;
let token: string;
let email: string;
beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  ({ token, email } = await signedInCustomer(server, 'Adaeze Okafor'));
});
afterAll(async () => server.close());
beforeEach(async () => {
  // Each test starts with no order of this customer's still holding stock.
  await server.db.query("update orders set status = 'cancelled' where status in ('pending', 'confirmed', 'processing')");
  await setStock(server, MUG, 10);
});

const collect = (orderNumber: string, body: Record<string, string>, auth = KEY) =>
  server.api('POST', `/studio/orders/${orderNumber}/collect`, { token: auth, body });

describe('paying at the studio on collection', () => {
  it('confirms the order unpaid, holds its stock PICKUP_HOLD_DAYS days, empties the cart lines and mails shopper and studio', async () => {
    expect((await server.api('POST', '/user/cart/add', { token, body: { productId: MUG, quantity: 2 } })).status).toBe(200);
    const placedAt = server.now;
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }], PICKUP);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      paymentMethod: 'pay_at_pickup',
      shippingMethod: 'pickup',
      amount: 18_000,
      pickupHoldUntil: new Date(placedAt.getTime() + 3 * DAY_MINUTES * 60_000).toISOString(),
    });
    expect(order.statusHistory.map((entry: { status: string; note: string }) => [entry.status, entry.note])).toEqual([
      ['pending', 'Order placed'],
      ['confirmed', 'Confirmed: to be paid at the studio on collection'],
    ]);
    expect(await stockOf(server, MUG)).toBe(8);
    const cart = await server.api('GET', '/user/cart', { token });
    expect(cart.body.cartItems).toEqual([]);
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe(`Order ${order.orderNumber} confirmed: pay at the studio`);
    expect(mail?.text).toContain('Confirmed, to be paid at the studio (cash, card or POS) when you collect it. We hold it for you until');
    expect(mail?.text).toContain('Amount to pay: ₦18,000');
    // The same content as HTML beside the text.
    const [html] = await server.db.query<{ html_body: string }>(
      'select html_body from mail_outbox where to_address = $1 order by seq desc limit 1',
      [email],
    );
    expect(html?.html_body).toContain('<p>Confirmed, to be paid at the studio (cash, card or POS) when you collect it.');
    expect(html?.html_body).toContain('Amount to pay: ₦18,000</p>');
    const studio = await lastMailTo(server, DEFAULT_STUDIO_EMAIL);
    expect(studio?.subject).toBe(`New order ${order.orderNumber} (to be paid at the studio)`);
    // Paid at the studio, never online: the provider is not asked to take the money.
    const initialize = await server.api('POST', '/payment/initialize', {
      token,
      body: { orderId: order._id, callbackUrl: 'http://shop.test/payment/status' },
    });
    expect(initialize.status).toBe(422);
  });

  it('is refused with delivery shipping and with pre-order items', async () => {
    for (const shippingMethod of ['standard', 'premium']) {
      const refused = await server.api('POST', '/order/create', {
        token,
        body: { items: [{ productId: MUG, quantity: 1 }], shippingAddress: PICKUP_ADDRESS, paymentMethod: 'pay_at_pickup', shippingMethod },
      });
      expect(refused.status, shippingMethod).toBe(400);
      expect(refused.body).toEqual({ success: false, message: 'Pay at the studio is only available with Store Pickup' });
    }
    await setStock(server, MUG, 0, true);
    const preorder = await server.api('POST', '/order/create', {
      token,
      body: { items: [{ productId: MUG, quantity: 1, isPreorder: true }], shippingAddress: PICKUP_ADDRESS, ...PICKUP },
    });
    expect(preorder.status).toBe(400);
    expect(preorder.body.message).toBe('Pay at the studio is not available for orders with pre-order items');
    await setStock(server, MUG, 10);
    expect(await stockOf(server, MUG)).toBe(10);
  });

  it('cancels an order not collected by the end of its hold, with a note, and puts its stock back on sale', async () => {
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 3 }], PICKUP);
    expect(await stockOf(server, MUG)).toBe(7);
    const deps = depsOf(server);
    server.advanceMinutes(3 * DAY_MINUTES - 1);
    expect(await sweepLapsedPickups(deps)).toBe(0);
    // The unpaid-order sweep leaves it alone: it is confirmed, not waiting for an online payment.
    expect((await runPurchaseSweep(deps)).cancelled).toBe(0);
    server.advanceMinutes(1);
    // Two processes sweeping at once release the stock once.
    const counts = await Promise.all([sweepLapsedPickups(deps), sweepLapsedPickups(deps)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await stockOf(server, MUG)).toBe(10);
    const after = await server.api('GET', `/order/${order._id}`, { token });
    expect(after.body.order.status).toBe('cancelled');
    expect(after.body.order.paymentStatus).toBe('pending');
    expect(after.body.order.statusHistory.at(-1)).toEqual({
      status: 'cancelled',
      timestamp: server.now.toISOString(),
      note: expect.stringMatching(/^Not collected and paid for by .+; the order was cancelled and its items went back on sale$/),
    });
    // Too late to collect it now.
    const late = await collect(order.orderNumber, { paidWith: 'cash' });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Only an order waiting to be paid at the studio can be marked paid and collected');
  });

  it('is marked paid and collected by the studio, audited and mailed; the sweep then leaves it', async () => {
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }], PICKUP);
    server.advanceMinutes(60);
    const collected = await collect(order.orderNumber, { paidWith: 'pos', note: 'Collected by her brother' });
    expect(collected.status).toBe(200);
    expect(collected.body.message).toBe(`Order ${order.orderNumber} is paid and collected`);
    expect(collected.body.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(collected.body.order.items[0].itemStatus).toBe('delivered');
    expect(collected.body.order.statusHistory.at(-1)).toEqual({
      status: 'delivered',
      timestamp: server.now.toISOString(),
      note: 'Paid at the studio (POS) and collected. Collected by her brother',
    });
    const [audit] = await server.db.query<{ action: string; after: Record<string, unknown> }>(
      'select action, after from studio_audit where subject = $1',
      [order.orderNumber],
    );
    expect(audit).toEqual({
      action: 'order.collect',
      after: { status: 'delivered', paymentStatus: 'paid', paidWith: 'pos', note: 'Collected by her brother' },
    });
    expect((await lastMailTo(server, email))?.subject).toBe(`Order ${order.orderNumber}: Delivered`);
    server.advanceMinutes(4 * DAY_MINUTES);
    expect(await sweepLapsedPickups(depsOf(server))).toBe(0);
    expect(await stockOf(server, MUG)).toBe(9);
    const again = await collect(order.orderNumber, { paidWith: 'cash' });
    expect(again.status).toBe(422);
  });

  it('is collected only for an order to be paid at the studio, with a known way of paying, by staff or the key', async () => {
    const online = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }], { shippingMethod: 'pickup' });
    expect((await collect(online.orderNumber, { paidWith: 'cash' })).status).toBe(422);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }], PICKUP);
    const customer = await collect(order.orderNumber, { paidWith: 'cash' }, token);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ success: false, message: "Only the studio's staff can do this" });
    expect((await server.api('POST', `/studio/orders/${order.orderNumber}/collect`, { body: { paidWith: 'cash' } })).status).toBe(401);
    expect((await collect(order.orderNumber, { paidWith: 'cheque' })).status).toBe(400);
    expect((await collect('OJ-2026-999999', { paidWith: 'cash' })).status).toBe(404);
    const detail = await server.api('GET', `/studio/orders/${order.orderNumber}`, { token: KEY });
    // Collected, never shipped, while it waits for its shopper.
    expect(detail.body.nextStatuses).toEqual(['processing', 'cancelled']);
    const shipped = await server.api('POST', `/studio/orders/${order.orderNumber}/status`, { token: KEY, body: { status: 'shipped' } });
    expect(shipped.status).toBe(422);
    const unchanged = await server.api('GET', `/order/${order._id}`, { token });
    expect(unchanged.body.order).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
  });

  it('is cancelled by its shopper while it waits: the units return and nothing is refunded', async () => {
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }], PICKUP);
    expect(await stockOf(server, MUG)).toBe(8);
    const cancelled = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await stockOf(server, MUG)).toBe(10);
    expect((await collect(order.orderNumber, { paidWith: 'cash' })).status).toBe(422);
  });

  it('is collected from the command line', async () => {
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }], PICKUP);
    const settings = {
      baseUrl: 'http://shop.test',
      key: KEY,
      fetch: (url: string, init?: RequestInit) => Promise.resolve(server.app.request(url, init)),
    };
    expect(await runStudioCommand(['collect', order.orderNumber, 'cheque'], settings)).toMatchObject({ ok: false });
    expect(await runStudioCommand(['collect', order.orderNumber, 'cash', '--note', 'Paid in full'], settings)).toEqual({
      ok: true,
      output: `Order ${order.orderNumber} is paid and collected`,
    });
    const after = await server.api('GET', `/order/${order._id}`, { token });
    expect(after.body.order.statusHistory.at(-1).note).toBe('Paid at the studio (Cash) and collected. Paid in full');
  });

  it('reads PICKUP_HOLD_DAYS, 3 days unless set to a whole number from 1', () => {
    expect(readPurchaseSettings({}, '/tmp/data', 'http://localhost').pickupHoldDays).toBe(3);
    expect(readPurchaseSettings({ PICKUP_HOLD_DAYS: '5' }, '/tmp/data', 'http://localhost').pickupHoldDays).toBe(5);
    expect(readPurchaseSettings({ PICKUP_HOLD_DAYS: '0' }, '/tmp/data', 'http://localhost').pickupHoldDays).toBe(3);
  });
});

const PICKUP_ADDRESS = {
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};
