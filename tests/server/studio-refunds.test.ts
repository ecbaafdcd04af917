import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPurchaseSweep } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS, type PurchaseSettings } from '../../server/orders/purchase-settings.ts';
import {
  REFUND_ALL_REFUNDED,
  REFUND_LINE_UNKNOWN,
  REFUND_NO_LINES,
  REFUND_NOT_PAID,
  REFUND_REASON_REQUIRED,
  refundDueMessage,
  refundLineTooMany,
  refundMadeMessage,
  refundNote,
  refundTooMuch,
} from '../../src/domain/refunds.ts';
import { lastMailTo, signedInCustomer } from './support/accounts-helpers.ts';
import { startFakePaystack, type FakePaystack } from './support/fake-paystack.ts';
import { depsOf, initializePayment, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-refunds-key-0123456789abcdef';
const MUG = 'lens-mug';
const KIT = 'lens-cleaning-kit';
let server: TestServer;
let paystack: FakePaystack;
let purchase: PurchaseSettings;
let staff: string;

beforeAll(async () => {
  paystack = await startFakePaystack();
  purchase = { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY, paystack: { secretKey: paystack.secretKey, baseUrl: paystack.baseUrl } };
  server = await startTestServer({ purchase });
  await server.db.query('update products set stock = 1000 where id = any($1::text[])', [[MUG, KIT]]);
  const owner = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner.token));
});
afterAll(async () => {
  await server.close();
  await paystack.close();
});

/** Two mugs and a kit, paid through (fake) Paystack; moved on to `status` by the studio. */
async function paidOrder(status: 'confirmed' | 'delivered' = 'delivered') {
  const customer = await signedInCustomer(server, 'Ngozi Refundtest');
  const order = await placeOrder(server, customer.token, [
    { productId: MUG, quantity: 2 },
    { productId: KIT, quantity: 1 },
  ]);
  const { reference } = await initializePayment(server, customer.token, order._id);
  paystack.complete(reference);
  await server.api('GET', `/payment/verify/${reference}`, { token: customer.token });
  for (const to of status === 'delivered' ? ['shipped', 'delivered'] : []) {
    const moved = await server.api('POST', `/studio/orders/${order.orderNumber}/status`, { token: staff, body: { status: to } });
    if (moved.status !== 200) throw new Error(`move failed: ${JSON.stringify(moved.body)}`);
  }
  return { ...customer, order, reference };
}

const refund = (orderNumber: string, body: unknown, token = staff) =>
  server.api('POST', `/studio/orders/${orderNumber}/refunds`, { token, body });
const studioOrder = async (orderNumber: string) => (await server.api('GET', `/studio/orders/${orderNumber}`, { token: staff })).body;
const refundsTo = (reference: string) => paystack.refunds.filter((entry) => entry.transaction === reference);
const paystackDeps = () => depsOf(server, purchase);

describe('a staff refund of part of a paid order', () => {
  it('refunds a line’s unit through the provider, keeps the order paid, and tells the history, the customer and the audit log', async () => {
    const { token, email, order, reference } = await paidOrder();
    const mug = order.items[0];
    const response = await refund(order.orderNumber, {
      kind: 'lines',
      lines: [{ line: 0, quantity: 1 }],
      reason: ' The mug arrived chipped ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: refundMadeMessage(mug.price, order.orderNumber),
      refund: {
        amount: mug.price,
        reason: 'The mug arrived chipped',
        lines: [{ line: 0, quantity: 1 }],
        status: 'refunded',
        by: 'Sade Staff',
      },
    });
    expect(refundsTo(reference)).toEqual([{ transaction: reference, amount: mug.price * 100 }]);

    const mine = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(mine).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(mine.statusHistory.at(-1)).toEqual({
      status: 'delivered',
      timestamp: server.now.toISOString(),
      note: refundNote(mug.price, 'The mug arrived chipped'),
    });
    expect((await lastMailTo(server, email))?.text).toContain(
      `We have refunded ₦${mug.price.toLocaleString('en-NG')} for your order ${order.orderNumber}`,
    );

    const studio = await studioOrder(order.orderNumber);
    expect(studio.refunds).toMatchObject({
      paid: order.amount,
      refunded: mug.price,
      refundable: order.amount - mug.price,
      refusal: null,
      lines: [
        { line: 0, refundable: 1 },
        { line: 1, refundable: 1 },
      ],
    });
    expect(studio.refunds.entries).toHaveLength(1);
    const audit = await server.api('GET', '/studio/audit', { token: KEY });
    const entry = audit.body.entries.find(
      (row: { action: string; subject: string }) => row.action === 'order.refund' && row.subject === order.orderNumber,
    );
    expect(entry).toMatchObject({
      action: 'order.refund',
      subject: order.orderNumber,
      before: { paymentStatus: 'paid', refunded: 0 },
      after: { kind: 'lines', amount: mug.price, reason: 'The mug arrived chipped', refunded: mug.price },
      actor: { name: 'Sade Staff' },
    });
  });

  it('never refunds more of a line than was bought less refunded, nor more than is left, to the naira', async () => {
    const { order, reference } = await paidOrder();
    const mug = order.items[0];
    expect((await refund(order.orderNumber, { kind: 'lines', lines: [{ line: 0, quantity: 1 }], reason: 'Chipped' })).status).toBe(201);
    const tooMany = await refund(order.orderNumber, { kind: 'lines', lines: [{ line: 0, quantity: 2 }], reason: 'Chipped' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ success: false, message: refundLineTooMany(mug.title, 1) });
    const left = order.amount - mug.price;
    const over = await refund(order.orderNumber, { kind: 'amount', amount: left + 1, reason: 'Goodwill' });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(refundTooMuch(left));
    const rest = await refund(order.orderNumber, { kind: 'amount', amount: left, reason: 'Goodwill' });
    expect(rest.status).toBe(201);
    expect((await studioOrder(order.orderNumber)).order.paymentStatus).toBe('refunded');
    const after = await refund(order.orderNumber, { kind: 'amount', amount: 1, reason: 'Goodwill' });
    expect(after.status).toBe(422);
    expect(after.body.message).toBe(REFUND_ALL_REFUNDED);
    expect(refundsTo(reference).reduce((sum, entry) => sum + entry.amount, 0)).toBe(order.amount * 100);
  });

  it('in full refunds what is left and marks the payment refunded', async () => {
    const { token, order, reference } = await paidOrder('confirmed');
    const response = await refund(order.orderNumber, { kind: 'full', reason: 'We cannot make it in time' });
    expect(response.status).toBe(201);
    expect(response.body.refund).toMatchObject({
      amount: order.amount,
      lines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'refunded',
    });
    expect((await server.api('GET', `/payment/status/${reference}`, { token })).body.data.transactionStatus).toBe('refunded');
  });

  it('lets a later cancellation refund only the rest', async () => {
    const { token, order, reference } = await paidOrder('confirmed');
    expect((await refund(order.orderNumber, { kind: 'amount', amount: 1000, reason: 'Late' })).status).toBe(201);
    const cancelled = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundsTo(reference)).toEqual([
      { transaction: reference, amount: 1000 * 100 },
      { transaction: reference, amount: (order.amount - 1000) * 100 },
    ]);
  });

  it('lets two refunds at once never exceed the payment', async () => {
    const { order, reference } = await paidOrder();
    const share = Math.ceil(order.amount * 0.6);
    const answers = await Promise.all([0, 1, 2].map(() => refund(order.orderNumber, { kind: 'amount', amount: share, reason: 'Twice' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect(refundsTo(reference)).toEqual([{ transaction: reference, amount: share * 100 }]);
    expect((await studioOrder(order.orderNumber)).refunds).toMatchObject({ refunded: share, refundable: order.amount - share });
  });
});

describe('when the provider fails', () => {
  it('keeps the refund due, and the sweep makes it once when the provider is back', async () => {
    const { token, order, reference } = await paidOrder();
    paystack.failRefund = true;
    try {
      const response = await refund(order.orderNumber, { kind: 'amount', amount: 500, reason: 'Late delivery' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ message: refundDueMessage(500), refund: { status: 'due', amount: 500 } });
      expect(await runPurchaseSweep(paystackDeps())).toMatchObject({ refunded: 0 });
      // What is due counts against what is left.
      expect((await studioOrder(order.orderNumber)).refunds).toMatchObject({ refunded: 500, refundable: order.amount - 500 });
      const mine = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
      expect(mine.statusHistory.at(-1).note ?? '').not.toContain('Refunded');
    } finally {
      paystack.failRefund = false;
    }
    expect(refundsTo(reference)).toEqual([]);
    server.advanceMinutes(1);
    expect(await runPurchaseSweep(paystackDeps())).toMatchObject({ refunded: 1 });
    expect(await runPurchaseSweep(paystackDeps())).toMatchObject({ refunded: 0 });
    expect(refundsTo(reference)).toEqual([{ transaction: reference, amount: 500 * 100 }]);
    const mine = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(mine.statusHistory.at(-1)).toEqual({
      status: 'delivered',
      timestamp: server.now.toISOString(),
      note: refundNote(500, 'Late delivery'),
    });
    expect((await studioOrder(order.orderNumber)).refunds.entries[0]).toMatchObject({ status: 'refunded', amount: 500 });
  });
});

describe('refusals', () => {
  it('an unpaid order, a cancelled one, and one not found', async () => {
    const customer = await signedInCustomer(server);
    const unpaid = await placeOrder(server, customer.token, [{ productId: MUG, quantity: 1 }]);
    const answer = await refund(unpaid.orderNumber, { kind: 'full', reason: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: REFUND_NOT_PAID });
    const { token, order } = await paidOrder('confirmed');
    await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect((await refund(order.orderNumber, { kind: 'full', reason: 'x' })).body.message).toBe(REFUND_ALL_REFUNDED);
    expect((await studioOrder(order.orderNumber)).refunds).toMatchObject({ refundable: 0, refusal: REFUND_ALL_REFUNDED });
    const missing = await refund('OJ-2026-999999', { kind: 'full', reason: 'x' });
    expect(missing.status).toBe(404);
  });

  it('a blank reason, no lines, a line not in the order, and bodies outside the contract', async () => {
    const { order, reference } = await paidOrder();
    const blank = await refund(order.orderNumber, { kind: 'full', reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ success: false, message: REFUND_REASON_REQUIRED });
    expect((await refund(order.orderNumber, { kind: 'lines', reason: 'x' })).body.message).toBe(REFUND_NO_LINES);
    expect((await refund(order.orderNumber, { kind: 'lines', lines: [{ line: 0, quantity: 0 }], reason: 'x' })).status).toBe(400);
    expect((await refund(order.orderNumber, { kind: 'lines', lines: [{ line: 7, quantity: 1 }], reason: 'x' })).body.message).toBe(
      REFUND_LINE_UNKNOWN,
    );
    for (const body of [
      { kind: 'amount', amount: 0, reason: 'x' },
      { kind: 'amount', amount: 1.5, reason: 'x' },
      { kind: 'amount', amount: '100', reason: 'x' },
      { kind: 'everything', reason: 'x' },
      { kind: 'full' },
      { kind: 'full', reason: 'x', refundTo: 'someone else' },
      { kind: 'full', reason: 'x'.repeat(501) },
    ]) {
      expect((await refund(order.orderNumber, body)).status).toBe(400);
    }
    expect(refundsTo(reference)).toEqual([]);
  });

  it('a customer’s token and no token', async () => {
    const { token, order } = await paidOrder();
    expect((await refund(order.orderNumber, { kind: 'full', reason: 'x' }, token)).status).toBe(403);
    expect((await server.api('POST', `/studio/orders/${order.orderNumber}/refunds`, { body: { kind: 'full', reason: 'x' } })).status).toBe(
      401,
    );
    expect((await studioOrder(order.orderNumber)).refunds.refunded).toBe(0);
  });
});
