import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MAIL_NOTE } from '../../server/payments/apply-verdict.ts';
import { lastMailTo, mailCount, signedInCustomer } from './support/accounts-helpers.ts';
import { CALLBACK, initializePayment, payOrder, placeOrder, setStock, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MUG = 'lens-mug';
const GUIDE = 'guide-wedding-photography';

describe('the sandbox payment', () => {
  it('initializes with an authorization URL to the test page and records the reference on the order', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const response = await server.api('POST', '/payment/initialize', { token, body: { orderId: order._id, callbackUrl: CALLBACK } });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Payment initialized');
    const { reference, authorization_url } = response.body.data;
    expect(reference.startsWith(`${order.orderNumber}-`)).toBe(true);
    expect(authorization_url).toBe(`http://shop.test/api/v1/payment/sandbox/${reference}`);
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.paymentReference).toBe(reference);
  });

  it('refuses a callback address off the site’s own origin', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    for (const callbackUrl of [
      'https://evil.example/payment/status',
      'http://shop.test.evil.example/payment/status',
      'https://shop.test/payment/status',
    ]) {
      const response = await server.api('POST', '/payment/initialize', { token, body: { orderId: order._id, callbackUrl } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'The callback URL must be on this site' });
    }
    const [count] = await server.db.query<{ count: number }>('select count(*)::int as count from payments where order_id = $1', [
      order._id,
    ]);
    expect(count?.count).toBe(0);
  });

  it('shows a plain HTML test page with the amount and Pay, Decline and Cancel', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }]);
    const { reference } = await initializePayment(server, token, order._id);
    const page = await server.api<string>('GET', `/payment/sandbox/${reference}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('TEST PAYMENT - sandbox mode. No card is charged and no money moves.');
    expect(page.body).toContain('₦23,000');
    for (const label of ['Pay', 'Decline', 'Cancel']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toContain('<script');
    expect((await server.api('GET', '/payment/sandbox/nothing-like-it')).status).toBe(404);
  });

  it('returns the browser to the callback with reference and trxref, then applies success exactly once', async () => {
    const { token, email } = await signedInCustomer(server);
    await setStock(server, MUG, 20);
    await server.api('POST', '/user/cart/add', { token, body: { productId: MUG, quantity: 2 } });
    await server.api('POST', '/user/cart/add', { token, body: { productId: GUIDE, quantity: 1 } });
    await server.api('POST', '/user/cart/add', { token, body: { productId: 'lens-cleaning-kit', quantity: 1 } });
    const order = await placeOrder(server, token, [
      { productId: MUG, quantity: 2 },
      { productId: GUIDE, quantity: 1 },
    ]);
    const { reference } = await initializePayment(server, token, order._id);
    const pending = await server.api('GET', `/payment/status/${reference}`, { token });
    expect(pending.body).toEqual({
      success: true,
      // Open 30 minutes (transfers are offered); the channel is known once the shopper chose one.
      data: {
        transactionStatus: 'pending',
        orderId: order._id,
        amount: order.amount,
        reference,
        channel: null,
        expiresAt: new Date(server.now.getTime() + 30 * 60_000).toISOString(),
        secondsLeft: 1800,
      },
    });

    const decided = await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(`http://shop.test/payment/status?reference=${reference}&trxref=${reference}`);

    server.advanceMinutes(2);
    const mailsBefore = await mailCount(server, email);
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      message: 'Payment successful',
      data: {
        status: 'success',
        reference,
        orderId: order._id,
        amount: order.amount,
        channel: 'card',
        expiresAt: new Date(server.now.getTime() + 28 * 60_000).toISOString(),
        secondsLeft: 1680,
      },
    });
    // A second verify, the status page and a page reload change nothing more.
    await server.api('GET', `/payment/verify/${reference}`, { token });
    const status = await server.api('GET', `/payment/status/${reference}`, { token });
    expect(status.body.data).toMatchObject({
      transactionStatus: 'success',
      orderId: order._id,
      amount: order.amount,
      reference,
      channel: 'card',
    });

    const after = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(after.status).toBe('confirmed');
    expect(after.paymentStatus).toBe('paid');
    expect(after.statusHistory.filter((entry: { status: string }) => entry.status === 'confirmed')).toEqual([
      { status: 'confirmed', timestamp: server.now.toISOString(), note: 'Payment received' },
    ]);
    const cart = await server.api('GET', '/user/cart', { token });
    expect(cart.body.cartItems.map((item: { productId: string }) => item.productId)).toEqual(['lens-cleaning-kit']);
    const grants = await server.api('GET', '/user/digital-products', { token });
    expect(grants.body.digitalProducts).toHaveLength(1);
    expect(grants.body.digitalProducts[0]).toMatchObject({
      orderId: order._id,
      productId: GUIDE,
      productName: 'Wedding Photography Business Guide (PDF)',
      fileFormat: 'PDF',
      downloadsUsed: 0,
      downloadLimit: 5,
      grantedAt: server.now.toISOString(),
      expiryDate: new Date(server.now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(grants.body.digitalProducts[0].fileSize).toBeGreaterThan(300);
    expect(await mailCount(server, email)).toBe(mailsBefore + 1);
    const mail = await lastMailTo(server, email);
    // The sandbox took no money, and the mail says so rather than thanking for a payment.
    expect(mail?.subject).toBe(`Order ${order.orderNumber} confirmed (sandbox payment)`);
    expect(mail?.text).toContain(`Your order ${order.orderNumber} of ₦${order.amount.toLocaleString('en-NG')} is confirmed.`);
    expect(mail?.text).toContain(SANDBOX_MAIL_NOTE);
    expect(mail?.text).not.toContain('We received your payment');
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.sandboxPayment).toBe(true);
    expect(await stockOf(server, MUG)).toBe(18);

    const again = await server.api('POST', '/payment/initialize', { token, body: { orderId: order._id, callbackUrl: CALLBACK } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ success: false, message: 'This order is already paid' });
  });

  it('records a declined or cancelled payment as failed and lets the customer try again', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    for (const decision of ['decline', 'cancel']) {
      const { reference } = await initializePayment(server, token, order._id);
      await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision } });
      const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
      expect(verified.body.message).toBe('Payment failed');
      expect(verified.body.data.status).toBe('failed');
      const page = await server.api<string>('GET', `/payment/sandbox/${reference}`);
      expect(page.body).toContain('This payment has already been completed.');
    }
    const failed = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(failed).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    await payOrder(server, token, order._id);
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('answers 400 for a decision that is not a button', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const { reference } = await initializePayment(server, token, order._id);
    expect((await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'steal' } })).status).toBe(400);
  });

  it("answers 404 for another customer's order and payment", async () => {
    const owner = await signedInCustomer(server);
    const stranger = await signedInCustomer(server);
    const order = await placeOrder(server, owner.token, [{ productId: MUG, quantity: 1 }]);
    const { reference } = await initializePayment(server, owner.token, order._id);
    const initialize = await server.api('POST', '/payment/initialize', {
      token: stranger.token,
      body: { orderId: order._id, callbackUrl: CALLBACK },
    });
    expect(initialize.status).toBe(404);
    expect(initialize.body).toEqual({ success: false, message: 'Order not found' });
    await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
    for (const path of [`/payment/verify/${reference}`, `/payment/status/${reference}`]) {
      const response = await server.api('GET', path, { token: stranger.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Payment not found' });
    }
    // The stranger's probe applied nothing.
    expect((await server.api('GET', `/order/${order._id}`, { token: owner.token })).body.order.paymentStatus).toBe('pending');
  });

  it('never confirms when the amount disagrees with the order', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const { reference } = await initializePayment(server, token, order._id);
    await server.db.query('update payments set amount = amount - 1000 where reference = $1', [reference]);
    await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.body.data.status).toBe('failed');
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
    });
    // What was charged for the wrong amount goes back.
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
  });

  it('refunds a paid order that is cancelled, returns its stock and ends its downloads', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 9);
    const order = await placeOrder(server, token, [
      { productId: MUG, quantity: 3 },
      { productId: GUIDE, quantity: 1 },
    ]);
    await payOrder(server, token, order._id);
    const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Ordered by mistake' } });
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(response.body.order.statusHistory.slice(-2).map((entry: { note: string }) => entry.note)).toEqual([
      'Ordered by mistake',
      'Payment refunded',
    ]);
    expect(await stockOf(server, MUG)).toBe(9);
    expect((await server.api('GET', '/user/digital-products', { token })).body.digitalProducts).toEqual([]);
    const payment = await server.api('GET', `/payment/status/${order.paymentReference ?? response.body.order.paymentReference}`, { token });
    expect(payment.body.data.transactionStatus).toBe('refunded');
    const again = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(again.status).toBe(422);
  });

  it('refuses to take money for a cancelled order', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    const response = await server.api('POST', '/payment/initialize', { token, body: { orderId: order._id, callbackUrl: CALLBACK } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, message: 'This order can no longer be paid' });
  });

  it('refunds a success that arrives after the hold cancelled the order', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const { reference } = await initializePayment(server, token, order._id);
    await server.db.query("update orders set status = 'cancelled' where id = $1", [order._id]);
    await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.body.data.status).toBe('success');
    const status = await server.api('GET', `/payment/status/${reference}`, { token });
    expect(status.body.data.transactionStatus).toBe('refunded');
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
  });

  it('answers 401 to a webhook without the provider’s signature and changes nothing', async () => {
    const response = await server.api('POST', '/payment/webhook', {
      headers: { 'x-paystack-signature': 'forged' },
      body: { event: 'charge.success', data: { reference: 'anything', status: 'success', amount: 100 } },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Invalid signature' });
  });
});
