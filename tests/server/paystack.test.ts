import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPurchaseSweep } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { OPERATOR } from '../../server/studio/audit-log.ts';
import { moveOrderByStudio } from '../../server/studio/move-order.ts';
import { lastMailTo, mailCount, signedInCustomer } from './support/accounts-helpers.ts';
import { startFakePaystack, type FakePaystack } from './support/fake-paystack.ts';
import { CALLBACK, depsOf, initializePayment, placeOrder, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let paystack: FakePaystack;
beforeAll(async () => {
  paystack = await startFakePaystack();
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, paystack: { secretKey: paystack.secretKey, baseUrl: paystack.baseUrl } },
  });
});
afterAll(async () => {
  await server.close();
  await paystack.close();
});

const MUG = 'lens-mug';
const KIT = 'lens-cleaning-kit';

function signed(event: unknown, key = paystack.secretKey) {
  const raw = JSON.stringify(event);
  return { body: raw, headers: { 'x-paystack-signature': createHmac('sha512', key).update(raw).digest('hex') } };
}

function chargeSuccess(reference: string, amount: number) {
  return { event: 'charge.success', data: { reference, status: 'success', amount, currency: 'NGN', customer: { email: 'x@example.ng' } } };
}

async function pendingPaystackOrder() {
  const customer = await signedInCustomer(server);
  await server.db.query('update products set stock = 100 where id = $1', [MUG]);
  const order = await placeOrder(server, customer.token, [{ productId: MUG, quantity: 2 }]);
  const { reference, authorization_url } = await initializePayment(server, customer.token, order._id);
  return { ...customer, order, reference, authorization_url };
}

/** What the periodic sweep gets: this server's database and clock, with Paystack as the provider. */
function paystackDeps() {
  return depsOf(server, { ...DEFAULT_PURCHASE_SETTINGS, paystack: { secretKey: paystack.secretKey, baseUrl: paystack.baseUrl } });
}

async function orderOf(token: string, id: string) {
  return (await server.api('GET', `/order/${id}`, { token })).body.order;
}

describe('Paystack', () => {
  it('initializes in kobo and NGN with the reference and callback, and answers Paystack’s page', async () => {
    const { email, order, reference, authorization_url } = await pendingPaystackOrder();
    expect(authorization_url).toBe(`https://checkout.paystack.com/${reference}`);
    expect(paystack.transactions.get(reference)).toMatchObject({
      email,
      amount: order.amount * 100,
      currency: 'NGN',
      callback_url: CALLBACK,
      reference,
    });
  });

  it('confirms on a signed charge.success webhook, once, however often it is replayed', async () => {
    const { token, email, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    const event = signed(chargeSuccess(reference, order.amount * 100));
    const mails = await mailCount(server, email);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await server.api('POST', '/payment/webhook', event);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true });
    }
    const after = await orderOf(token, order._id);
    expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentReference: reference, sandboxPayment: false });
    expect(after.statusHistory.filter((entry: { status: string }) => entry.status === 'confirmed')).toHaveLength(1);
    expect(await mailCount(server, email)).toBe(mails + 1);
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe(`Order ${order.orderNumber} confirmed`);
    expect(mail?.text).toContain(`We received your payment of ₦${order.amount.toLocaleString('en-NG')} for order ${order.orderNumber}.`);
    // The receipt: each line, the totals, the delivery and the link to the order.
    expect(mail?.text).toContain(`Total: ₦${order.amount.toLocaleString('en-NG')}`);
    expect(mail?.text).toContain('Delivery: Standard Delivery to');
    expect(mail?.text).toContain('Your order: http://shop.test/orders');
    const studio = await lastMailTo(server, 'studio@studio-shop.local');
    expect(studio?.subject).toBe(`New order ${order.orderNumber}`);
    expect(studio?.text).toContain(`Customer: ${email}`);
    expect(studio?.text).toContain('Delivery: Standard Delivery to');
    // verify after the webhook reports the recorded success and changes nothing.
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.body.data.status).toBe('success');
    expect(await mailCount(server, email)).toBe(mails + 1);
  });

  it('applies success once when verify, status and webhooks arrive together', async () => {
    const { token, email, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    const mails = await mailCount(server, email);
    const event = signed(chargeSuccess(reference, order.amount * 100));
    await Promise.all([
      server.api('GET', `/payment/verify/${reference}`, { token }),
      server.api('GET', `/payment/status/${reference}`, { token }),
      server.api('POST', '/payment/webhook', event),
      server.api('POST', '/payment/webhook', event),
      server.api('GET', `/payment/verify/${reference}`, { token }),
    ]);
    const after = await orderOf(token, order._id);
    expect(after.statusHistory.filter((entry: { status: string }) => entry.status === 'confirmed')).toHaveLength(1);
    expect(await mailCount(server, email)).toBe(mails + 1);
  });

  it('answers 401 to a bad signature and changes nothing, even for a paid transaction', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    const forged = signed(chargeSuccess(reference, order.amount * 100), 'sk_test_someone_else');
    const response = await server.api('POST', '/payment/webhook', forged);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Invalid signature' });
    const missing = await server.api('POST', '/payment/webhook', { body: forged.body });
    expect(missing.status).toBe(401);
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it.each<[string, { amount?: number; currency?: string }]>([
    ['an amount short by one naira', { amount: -100 }],
    ['another currency', { currency: 'USD' }],
  ])('never confirms %s', async (_, change) => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference, { amount: order.amount * 100 + (change.amount ?? 0), currency: change.currency ?? 'NGN' });
    await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.body.data.status).toBe('refunded');
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    // The money that did arrive goes back, once, however often the webhook comes.
    await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
    const charged = paystack.transactions.get(reference)?.paidAmount;
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([{ transaction: reference, amount: charged }]);
  });

  it('keeps an abandoned checkout pending, so the payment completed afterwards confirms the order', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    const transaction = paystack.transactions.get(reference);
    if (transaction) transaction.status = 'abandoned';
    const abandoned = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(abandoned.body).toMatchObject({ message: 'Payment pending', data: { status: 'pending' } });
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    paystack.complete(reference);
    expect((await server.api('GET', `/payment/verify/${reference}`, { token })).body.data.status).toBe('success');
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('confirms a pending order when a success comes after Paystack reported the payment failed', async () => {
    const { token, email, order, reference } = await pendingPaystackOrder();
    const transaction = paystack.transactions.get(reference);
    if (transaction) transaction.status = 'failed';
    expect((await server.api('GET', `/payment/verify/${reference}`, { token })).body.data.status).toBe('failed');
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const mails = await mailCount(server, email);
    paystack.complete(reference);
    await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentReference: reference });
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('success');
    expect(await mailCount(server, email)).toBe(mails + 1);
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([]);
  });

  it('refunds a success after a failure when the order no longer holds its stock', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    const transaction = paystack.transactions.get(reference);
    if (transaction) transaction.status = 'failed';
    await server.api('GET', `/payment/verify/${reference}`, { token });
    await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    paystack.complete(reference);
    await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
      { transaction: reference, amount: order.amount * 100 },
    ]);
  });

  it('confirms by verify when the customer comes back first', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    expect((await server.api('GET', `/payment/verify/${reference}`, { token })).body.data.status).toBe('pending');
    paystack.complete(reference);
    const status = await server.api('GET', `/payment/status/${reference}`, { token });
    expect(status.body.data).toMatchObject({
      transactionStatus: 'success',
      orderId: order._id,
      amount: order.amount,
      reference,
      channel: 'card',
    });
    await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
    expect(
      (await orderOf(token, order._id)).statusHistory.filter((entry: { status: string }) => entry.status === 'confirmed'),
    ).toHaveLength(1);
  });

  it('refunds a cancelled paid order through Paystack', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    await server.api('GET', `/payment/verify/${reference}`, { token });
    const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(response.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(paystack.refunds).toContainEqual({ transaction: reference, amount: order.amount * 100 });
  });

  it('keeps a cancellation when Paystack refuses the refund, and the sweep refunds it once when Paystack is back', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(await stockOf(server, MUG)).toBe(98);
    paystack.failRefund = true;
    try {
      const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
      expect(response.status).toBe(200);
      expect(response.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
      expect(await stockOf(server, MUG)).toBe(100);
      expect(await runPurchaseSweep(paystackDeps())).toEqual({ cancelled: 0, lapsedPickups: 0, refunded: 0 });
      expect(await orderOf(token, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    } finally {
      paystack.failRefund = false;
    }
    server.advanceMinutes(1);
    expect(await runPurchaseSweep(paystackDeps())).toEqual({ cancelled: 0, lapsedPickups: 0, refunded: 1 });
    const after = await orderOf(token, order._id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(after.statusHistory.at(-1)).toEqual({ status: 'cancelled', timestamp: server.now.toISOString(), note: 'Payment refunded' });
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
    expect(await runPurchaseSweep(paystackDeps())).toEqual({ cancelled: 0, lapsedPickups: 0, refunded: 0 });
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
      { transaction: reference, amount: order.amount * 100 },
    ]);
  });

  it('keeps a studio cancellation when Paystack refuses the refund, and the sweep refunds it later', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    await server.api('GET', `/payment/verify/${reference}`, { token });
    paystack.failRefund = true;
    try {
      const moved = await moveOrderByStudio(paystackDeps(), OPERATOR, order.orderNumber, 'cancelled', 'Out of stock at the supplier');
      expect(moved).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    } finally {
      paystack.failRefund = false;
    }
    expect(await runPurchaseSweep(paystackDeps())).toEqual({ cancelled: 0, lapsedPickups: 0, refunded: 1 });
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
      { transaction: reference, amount: order.amount * 100 },
    ]);
  });

  it('retries the refund of a success that came for a cancelled order when Paystack refused it', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    paystack.complete(reference);
    paystack.failRefund = true;
    try {
      const response = await server.api('POST', '/payment/webhook', signed(chargeSuccess(reference, order.amount * 100)));
      expect(response.status).toBe(200);
      expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('success');
    } finally {
      paystack.failRefund = false;
    }
    expect(await runPurchaseSweep(paystackDeps())).toEqual({ cancelled: 0, lapsedPickups: 0, refunded: 1 });
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(paystack.refunds.filter((refund) => refund.transaction === reference)).toEqual([
      { transaction: reference, amount: order.amount * 100 },
    ]);
  });

  it('asks Paystack before the hold cancels: a late success confirms, and an unanswered verify keeps the hold', async () => {
    const paid = await pendingPaystackOrder();
    const unanswered = await pendingPaystackOrder();
    paystack.complete(paid.reference);
    const transaction = paystack.transactions.get(unanswered.reference);
    paystack.transactions.delete(unanswered.reference);
    server.advanceMinutes(30);
    await runPurchaseSweep(paystackDeps());
    expect(await orderOf(paid.token, paid.order._id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await orderOf(unanswered.token, unanswered.order._id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    if (transaction) paystack.transactions.set(unanswered.reference, transaction);
    await runPurchaseSweep(paystackDeps());
    const cancelled = await orderOf(unanswered.token, unanswered.order._id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(cancelled.statusHistory.at(-1).note).toBe('Payment not received');
  });

  it('ignores other events and unknown references', async () => {
    const { token, order, reference } = await pendingPaystackOrder();
    paystack.complete(reference);
    const other = await server.api(
      'POST',
      '/payment/webhook',
      signed({ event: 'transfer.success', data: { reference, status: 'success' } }),
    );
    expect(other.body).toEqual({ received: true });
    const unknown = await server.api('POST', '/payment/webhook', signed(chargeSuccess('nobody-knows', 100)));
    expect(unknown.body).toEqual({ received: true });
    expect((await orderOf(token, order._id)).status).toBe('pending');
  });

  it("answers 502 'Payment verification failed', not a 500, to verify and to the webhook when Paystack cannot be reached", async () => {
    const gone = await startFakePaystack();
    await gone.close();
    const cutOff = await startTestServer({
      purchase: { ...DEFAULT_PURCHASE_SETTINGS, paystack: { secretKey: gone.secretKey, baseUrl: gone.baseUrl } },
    });
    try {
      const { token } = await signedInCustomer(cutOff);
      const order = await placeOrder(cutOff, token, [{ productId: MUG, quantity: 1 }]);
      // A payment started while Paystack was still up.
      await cutOff.db.query(
        `insert into payments (reference, order_id, user_id, provider, amount, currency, callback_url, created_at, updated_at)
         select 'ref-while-up', id, user_id, 'paystack', amount, 'NGN', $1, now(), now() from orders where id = $2`,
        [CALLBACK, order._id],
      );
      const response = await cutOff.api('GET', '/payment/verify/ref-while-up', { token });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ success: false, message: 'Payment verification failed' });
      // The webhook for it is answered 502 too, so Paystack delivers it again later.
      const event = signed(chargeSuccess('ref-while-up', order.amount * 100), gone.secretKey);
      const webhook = await cutOff.api('POST', '/payment/webhook', event);
      expect(webhook.status).toBe(502);
      expect(webhook.body).toEqual({ success: false, message: 'Payment verification failed' });
      expect((await cutOff.api('GET', `/order/${order._id}`, { token })).body.order).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
      });
    } finally {
      await cutOff.close();
    }
  });

  it("answers 502 'Payment initialization failed' when Paystack fails", async () => {
    const customer = await signedInCustomer(server);
    const order = await placeOrder(server, customer.token, [{ productId: MUG, quantity: 1 }]);
    paystack.failInitialize = true;
    try {
      const response = await server.api('POST', '/payment/initialize', {
        token: customer.token,
        body: { orderId: order._id, callbackUrl: CALLBACK },
      });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ success: false, message: 'Payment initialization failed' });
    } finally {
      paystack.failInitialize = false;
    }
    // Nothing was started: the order can be paid again, with a new reference.
    expect(await orderOf(customer.token, order._id)).toMatchObject({ status: 'pending' });
    const again = await initializePayment(server, customer.token, order._id);
    expect(again.authorization_url).toBe(`https://checkout.paystack.com/${again.reference}`);
  });

  it('a payment that never reached Paystack does not keep the hold: the order is payable until the hold ends, then its stock returns', async () => {
    const customer = await signedInCustomer(server);
    // A product of its own: the sweep also cancels the other tests' unpaid orders.
    await server.db.query('update products set stock = 100 where id = $1', [KIT]);
    const order = await placeOrder(server, customer.token, [{ productId: KIT, quantity: 3 }]);
    expect(await stockOf(server, KIT)).toBe(97);
    paystack.failInitialize = true;
    try {
      expect(
        (await server.api('POST', '/payment/initialize', { token: customer.token, body: { orderId: order._id, callbackUrl: CALLBACK } }))
          .status,
      ).toBe(502);
    } finally {
      paystack.failInitialize = false;
    }
    const [payment] = await server.db.query<{ status: string }>('select status from payments where order_id = $1', [order._id]);
    expect(payment?.status).toBe('failed');
    server.advanceMinutes(30);
    await runPurchaseSweep(paystackDeps());
    const cancelled = await orderOf(customer.token, order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.statusHistory.at(-1).note).toBe('Payment not received');
    expect(await stockOf(server, KIT)).toBe(100);
  });
});
