import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnpaidOrders } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { REFUND_FAILED_NOTE } from '../../server/payments/payment-refunds.ts';
import { lastMailTo, signedInCustomer } from './support/accounts-helpers.ts';
import { startFakePaystack, type FakePaystack } from './support/fake-paystack.ts';
import { depsOf, initializePayment, placeOrder, setStock, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Card, bank transfer, USSD and bank (issue 28): the sandbox offers each, a transfer stays open 30
// minutes and its order holds its stock that long, and Paystack's webhooks settle every channel
// and refunds.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MUG = 'lens-mug';

async function pendingOrder(quantity = 1) {
  const customer = await signedInCustomer(server);
  const order = await placeOrder(server, customer.token, [{ productId: MUG, quantity }]);
  const { reference } = await initializePayment(server, customer.token, order._id);
  return { ...customer, order, reference };
}

async function orderOf(token: string, id: string) {
  return (await server.api('GET', `/order/${id}`, { token })).body.order;
}

describe('the sandbox payment page', () => {
  it('offers a card, a bank transfer with its account, exact amount and expiry, and USSD', async () => {
    const { order, reference } = await pendingOrder();
    const page = await server.app.request(`/api/v1/payment/sandbox/${reference}`);
    const html = await page.text();
    expect(html).toContain('<h2 id="card">Card</h2>');
    expect(html).toContain('<h2 id="transfer">Bank transfer</h2>');
    expect(html).toContain('<h2 id="ussd">USSD</h2>');
    expect(html).toMatch(/<dt>Account number<\/dt><dd><code>9\d{9}<\/code><\/dd>/);
    expect(html).toContain(`<dt>Amount</dt><dd>₦${order.amount.toLocaleString('en-NG')}</dd>`);
    // 30 minutes after the payment started (Lagos time).
    const expires = new Date(server.now.getTime() + 30 * 60_000);
    expect(html).toContain(
      `<dt>Expires</dt><dd>${new Intl.DateTimeFormat('en-NG', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Africa/Lagos' }).format(expires)}</dd>`,
    );
    for (const decision of ['pay', 'decline', 'transfer', 'ussd', 'cancel']) expect(html).toContain(`?decision=${decision}`);
  });

  it('offers only the channels the shop is configured with', async () => {
    const cardOnly = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, channels: ['card'] } });
    try {
      const customer = await signedInCustomer(cardOnly);
      const order = await placeOrder(cardOnly, customer.token, [{ productId: MUG, quantity: 1 }]);
      const { reference } = await initializePayment(cardOnly, customer.token, order._id);
      const html = await (await cardOnly.app.request(`/api/v1/payment/sandbox/${reference}`)).text();
      expect(html).toContain('<h2 id="card">Card</h2>');
      expect(html).not.toContain('Bank transfer');
      expect(html).not.toContain('USSD');
    } finally {
      await cardOnly.close();
    }
    // A second server of its own: its start takes longer than one test's usual budget on a busy machine.
  }, 60_000);
});

describe('a bank transfer', () => {
  it('"I have paid" waits for the bank, then confirms the order and mails the customer', async () => {
    const { token, email, order, reference } = await pendingOrder();
    const decided = await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'transfer' } });
    expect(decided.status).toBe(303);
    const waiting = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(waiting.body.data).toMatchObject({
      status: 'pending',
      channel: 'bank_transfer',
      expiresAt: new Date(server.now.getTime() + 30 * 60_000).toISOString(),
      secondsLeft: 1800,
    });
    server.advanceMinutes(4999 / 60_000);
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('pending');
    server.advanceMinutes(1 / 60_000);
    const landed = await server.api('GET', `/payment/status/${reference}`, { token });
    expect(landed.body.data).toMatchObject({ transactionStatus: 'success', channel: 'bank_transfer' });
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await lastMailTo(server, email))?.subject).toBe(`Order ${order.orderNumber} confirmed (sandbox payment)`);
  });

  it('holds its stock for the 30 minutes the account is open, then releases it', async () => {
    await server.db.query("update orders set status = 'cancelled' where status = 'pending'");
    await setStock(server, MUG, 10);
    const { token, order } = await pendingOrder(3);
    expect(await stockOf(server, MUG)).toBe(7);
    const deps = depsOf(server, DEFAULT_PURCHASE_SETTINGS);
    server.advanceMinutes(29);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    expect(await stockOf(server, MUG)).toBe(7);
    server.advanceMinutes(1);
    expect(await sweepUnpaidOrders(deps)).toBe(1);
    expect(await stockOf(server, MUG)).toBe(10);
    expect((await orderOf(token, order._id)).status).toBe('cancelled');
  });

  it('that arrives after the account expired is refunded, and the stock is not released twice', async () => {
    await server.db.query("update orders set status = 'cancelled' where status = 'pending'");
    await setStock(server, MUG, 10);
    const { token, order, reference } = await pendingOrder(2);
    server.advanceMinutes(30);
    expect(await sweepUnpaidOrders(depsOf(server, DEFAULT_PURCHASE_SETTINGS))).toBe(1);
    expect(await stockOf(server, MUG)).toBe(10);
    // The bank delivers late.
    await server.db.query("update payments set sandbox_outcome = 'transferred', sandbox_settles_at = $2 where reference = $1", [
      reference,
      server.now,
    ]);
    // As for a late card payment: verify reports the success it saw, and the money goes back.
    expect((await server.api('GET', `/payment/verify/${reference}`, { token })).body.data.status).toBe('success');
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
    expect(await orderOf(token, order._id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(server, MUG)).toBe(10);
  });
});

describe('USSD on the sandbox', () => {
  it('confirms the order at once', async () => {
    const { token, order, reference } = await pendingOrder();
    await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'ussd' } });
    const verified = await server.api('GET', `/payment/verify/${reference}`, { token });
    expect(verified.body.data).toMatchObject({ status: 'success', channel: 'ussd' });
    expect((await orderOf(token, order._id)).paymentStatus).toBe('paid');
  });

  it('an unknown decision is refused', async () => {
    const { reference } = await pendingOrder();
    const response = await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'crypto' } });
    expect(response.status).toBe(400);
  });
});

describe('Paystack webhooks for every channel and for refunds', () => {
  let paystack: FakePaystack;
  let live: TestServer;
  const settings = () => ({ ...DEFAULT_PURCHASE_SETTINGS, paystack: { secretKey: paystack.secretKey, baseUrl: paystack.baseUrl } });
  beforeAll(async () => {
    paystack = await startFakePaystack();
    live = await startTestServer({ purchase: settings() });
  });
  afterAll(async () => {
    await live.close();
    await paystack.close();
  });

  function signed(event: unknown) {
    const raw = JSON.stringify(event);
    return { body: raw, headers: { 'x-paystack-signature': createHmac('sha512', paystack.secretKey).update(raw).digest('hex') } };
  }

  async function livePending() {
    const customer = await signedInCustomer(live);
    await live.db.query('update products set stock = 100 where id = $1', [MUG]);
    const order = await placeOrder(live, customer.token, [{ productId: MUG, quantity: 1 }]);
    const { reference } = await initializePayment(live, customer.token, order._id);
    return { ...customer, order, reference };
  }

  it('initializes with every channel the shop offers', async () => {
    const { reference } = await livePending();
    expect(paystack.transactions.get(reference)?.channels).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
  });

  for (const channel of ['card', 'bank_transfer', 'ussd', 'bank']) {
    it(`confirms an order paid by ${channel} on charge.success, and records the channel`, async () => {
      const { token, order, reference } = await livePending();
      paystack.complete(reference, { channel });
      const event = {
        event: 'charge.success',
        data: { reference, status: 'success', amount: order.amount * 100, currency: 'NGN', channel },
      };
      expect((await live.api('POST', '/payment/webhook', signed(event))).status).toBe(200);
      expect((await live.api('GET', `/order/${order._id}`, { token })).body.order.paymentStatus).toBe('paid');
      const status = await live.api('GET', `/payment/status/${reference}`, { token });
      expect(status.body.data).toMatchObject({ transactionStatus: 'success', channel });
    });
  }

  async function refundedOrder() {
    const { token, order, reference } = await livePending();
    paystack.complete(reference, { channel: 'bank_transfer' });
    await live.api('GET', `/payment/verify/${reference}`, { token });
    const cancelled = await live.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    return { token, order, reference };
  }

  it('refund.processed leaves a recorded refund as it is, and settles one still due', async () => {
    const { token, order, reference } = await refundedOrder();
    expect((await live.api('GET', `/order/${order._id}`, { token })).body.order.paymentStatus).toBe('refunded');
    const processed = {
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: reference, amount: order.amount * 100 },
    };
    expect((await live.api('POST', '/payment/webhook', signed(processed))).status).toBe(200);
    expect((await live.api('GET', `/order/${order._id}`, { token })).body.order.paymentStatus).toBe('refunded');

    // A refund the provider took but whose answer was lost: still due here, settled by the event.
    const second = await refundedOrder();
    await live.db.query("update payments set status = 'success', refund_kobo = 100 where reference = $1", [second.reference]);
    await live.db.query("update orders set payment_status = 'paid' where id = $1", [second.order._id]);
    const event = { event: 'refund.processed', data: { transaction: { reference: second.reference } } };
    await live.api('POST', '/payment/webhook', signed(event));
    expect((await live.api('GET', `/order/${second.order._id}`, { token: second.token })).body.order.paymentStatus).toBe('refunded');
    const [payment] = await live.db.query<{ status: string; refund_kobo: number | null }>(
      'select status, refund_kobo from payments where reference = $1',
      [second.reference],
    );
    expect(payment).toEqual({ status: 'refunded', refund_kobo: null });
  });

  it('refund.failed puts the order back to paid with a note for the customer, once', async () => {
    const { token, order, reference } = await refundedOrder();
    const failed = signed({ event: 'refund.failed', data: { status: 'failed', transaction_reference: reference } });
    for (let delivery = 0; delivery < 2; delivery += 1) expect((await live.api('POST', '/payment/webhook', failed)).status).toBe(200);
    const after = (await live.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(after.statusHistory.filter((entry: { note?: string }) => entry.note === REFUND_FAILED_NOTE)).toHaveLength(1);
    expect(live.logs.some((line) => line.includes(`Refund of payment ${reference} failed at the provider`))).toBe(true);
  });

  it('a refund event for an unknown payment changes nothing', async () => {
    const response = await live.api(
      'POST',
      '/payment/webhook',
      signed({ event: 'refund.failed', data: { transaction_reference: 'nobody' } }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true });
  });
});
