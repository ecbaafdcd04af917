import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../server/api-routes.ts';
import { createApp } from '../../server/app.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { tooManyHeldUnits, tooManyUnpaidOrders } from '../../src/domain/order-holds.ts';
import { LINE_QUANTITY_TOO_LARGE, TOO_MANY_UNITS, TOTAL_TOO_LARGE } from '../../src/domain/order-limits.ts';
import { GOOD_PASSWORD, signedInCustomer, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { depsOf, OYO_ADDRESS, orderBody, payOrder, placeOrder, setStock, stockOf, type OrderLine } from './support/purchase-helpers.ts';
import { recordingDatabase } from './support/recording-database.ts';
import { fakeDist, startTestServer, type TestServer } from './support/test-server.ts';

// The shop's own per-account limits (3 unpaid orders, 50 units held), not the test server's roomy ones.
let server: TestServer;
let plain: string[];
beforeAll(async () => {
  server = await startTestServer({ holdLimits: DEFAULT_PURCHASE_SETTINGS.holdLimits });
  plain = (
    await server.db.query<{ id: string }>(
      "select id from products where not has_variants and product_type = 'physical' and id <> 'lens-mug' order by id",
    )
  ).map((row) => row.id);
  await server.db.query('update products set stock = 500, preorder_allowed = true where id = any($1::text[])', [plain]);
});
afterAll(async () => server.close());

const MUG = 'lens-mug';

describe('POST /order/create bounds the basket', () => {
  it('refuses 51 lines and a 1,000-line order with a 400, and a 5,000-line body with a 413, before touching stock', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 500);
    const lines = (count: number) => Array.from({ length: count }, () => ({ productId: MUG, quantity: 1 }));
    const fifty = await server.api('POST', '/order/create', { token, body: orderBody(lines(51)) });
    expect(fifty.status).toBe(400);
    expect(fifty.body).toEqual({ success: false, message: 'items must NOT have more than 50 items' });
    const thousand = await server.api('POST', '/order/create', { token, body: orderBody(lines(1000)) });
    expect(thousand.status).toBe(400);
    expect(thousand.body.message).toBe('items must NOT have more than 50 items');
    const huge = await server.api('POST', '/order/create', { token, body: orderBody(lines(5000)) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, message: 'Request body is too large' });
    expect(await stockOf(server, MUG)).toBe(500);
  });

  it('merges repeated lines into one and counts their units together', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 10);
    const order = await placeOrder(server, token, [
      { productId: MUG, quantity: 2 },
      { productId: MUG, quantity: 3 },
    ]);
    expect(order.items.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity])).toEqual([[MUG, 5]]);
    expect(await stockOf(server, MUG)).toBe(5);
    const merged = await server.api('POST', '/order/create', {
      token,
      body: orderBody([
        { productId: MUG, quantity: 60, isPreorder: true },
        { productId: MUG, quantity: 40, isPreorder: true },
      ]),
    });
    expect(merged.status).toBe(400);
    expect(merged.body).toEqual({ success: false, message: LINE_QUANTITY_TOO_LARGE });
  });

  it('refuses more than 200 units in all', async () => {
    const { token } = await signedInCustomer(server);
    const body = orderBody(plain.slice(0, 3).map((productId) => ({ productId, quantity: 67, isPreorder: true })));
    const response = await server.api('POST', '/order/create', { token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: TOO_MANY_UNITS });
  });

  it('bounds every field of the order address as the address book does', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 10);
    const address = { ...OYO_ADDRESS, address: 'x'.repeat(301) };
    const long = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: MUG, quantity: 1 }], { shippingAddress: address }),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('shippingAddress.address must NOT have more than 300 characters');
    const million = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: MUG, quantity: 1 }], { shippingAddress: { ...OYO_ADDRESS, address: 'x'.repeat(1_000_000) } }),
    });
    expect(million.status).toBe(413);
    expect(await stockOf(server, MUG)).toBe(10);
  });

  it('takes the largest real order under the JSON body limit', async () => {
    const { token } = await signedInCustomer(server);
    const lines: OrderLine[] = plain.slice(0, 20).map((productId) => ({
      productId,
      quantity: 1,
      variantId: null,
      isPreorder: true,
      selectedAttributes: { color: 'Charcoal grey', size: 'Large' },
    }));
    const fullAddress = {
      fullName: 'n'.repeat(100),
      address: 'a'.repeat(300),
      city: 'c'.repeat(100),
      state: 'Oyo',
      zipCode: '2'.repeat(20),
      phone: '0'.repeat(30),
      email: `${'e'.repeat(240)}@example.ng`,
    };
    const body = orderBody(
      [
        ...lines,
        ...lines.map((line) => ({ ...line, isPreorder: false })),
        ...lines.slice(0, 10).map((line) => ({ ...line, productId: line.productId })),
      ],
      {
        shippingAddress: fullAddress,
        billingAddress: fullAddress,
        notes: 'Ẹ'.repeat(500),
      },
    );
    const size = new TextEncoder().encode(JSON.stringify(body)).length;
    expect(size).toBeLessThan(MAX_JSON_BODY_BYTES);
    const response = await server.api('POST', '/order/create', { token, body });
    expect(response.body.message).toBe('Order created');
    expect(response.body.order.items).toHaveLength(40);
  });
});

describe('order creation does a fixed number of queries', () => {
  it('sends as many statements for 45 lines as for two', async () => {
    const shopper = await signedInCustomer(server);
    const recording = recordingDatabase(server.db);
    const app = createApp({ ...depsOf(server), db: recording.db, distDir: fakeDist() });
    const variants = await server.db.query<{ id: string; product_id: string }>(
      'select distinct on (product_id) id, product_id from product_variants order by product_id, id limit 5',
    );
    await server.db.query('update product_variants set stock = 50 where id = any($1::text[])', [variants.map((variant) => variant.id)]);
    const statements = async (items: readonly OrderLine[]) => {
      const before = recording.statements.length;
      const response = await app.request('/api/v1/order/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(orderBody(items)),
      });
      expect(((await response.json()) as { message: string }).message).toBe('Order created');
      await server.db.query("update orders set status = 'cancelled' where status = 'pending'");
      return recording.statements.length - before;
    };
    // The smallest basket that touches both stock tables: one product line and one variant line.
    const [variant] = variants;
    const two = await statements([
      { productId: plain[0] as string, quantity: 1 },
      { productId: variant?.product_id as string, variantId: variant?.id as string, quantity: 1 },
    ]);
    const many = await statements([
      ...plain.slice(0, 20).map((productId) => ({ productId, quantity: 1 })),
      ...plain.slice(0, 20).map((productId) => ({ productId, quantity: 1, isPreorder: true })),
      ...variants.map((variant) => ({ productId: variant.product_id, variantId: variant.id, quantity: 1 })),
    ]);
    expect(many).toBe(two);
    // 20 today: the order's own statements, and four that keep a product's stock the sum of its variants'.
    expect(two).toBeLessThanOrEqual(20);
  });
});

describe('absurd totals', () => {
  it('refuses six lines of a ₦4.2 million pre-order item x99 with a 400 instead of overflowing', async () => {
    const { token } = await signedInCustomer(server);
    const six = plain.slice(0, 6);
    await server.db.query('update products set price = 4200000, final_price = 4200000, discount = 0 where id = any($1::text[])', [six]);
    const body = orderBody(six.map((productId) => ({ productId, quantity: 33, isPreorder: true })));
    const response = await server.api('POST', '/order/create', { token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: TOTAL_TOO_LARGE });
    await server.db.query('update products set price = 9000, final_price = 9000 where id = any($1::text[])', [six]);
  });

  it('keeps, pays and refunds an order just under the cap, whose kobo pass the 32-bit range', async () => {
    const { token } = await signedInCustomer(server);
    const [big] = plain;
    await server.db.query('update products set price = 4000000, final_price = 4000000, discount = 0 where id = $1', [big]);
    const order = await placeOrder(server, token, [{ productId: big as string, quantity: 24, isPreorder: true }]);
    expect(order.amount).toBe(96_005_000);
    const reference = await payOrder(server, token, order._id);
    const cancelled = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.paymentStatus).toBe('refunded');
    const [payment] = await server.db.query<{ amount: number; status: string }>(
      'select amount, status from payments where reference = $1',
      [reference],
    );
    expect(payment).toEqual({ amount: 96_005_000, status: 'refunded' });
    await server.db.query('update products set price = 9000, final_price = 9000 where id = $1', [big]);
  });
});

describe('who may hold stock', () => {
  it('refuses an unverified account (its sign-up token opens nothing yet), and takes nothing', async () => {
    const email = uniqueEmail('unverified');
    const registered = await server.api('POST', '/user/register', {
      body: { name: 'New Customer', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    await setStock(server, MUG, 3);
    // The session sign-up answers opens nothing until the email is verified (it must tell no more
    // than a taken email's token does), so the order never reaches the verified-email check below.
    const response = await server.api('POST', '/order/create', {
      token: registered.body.token,
      body: orderBody([{ productId: MUG, quantity: 3 }]),
    });
    expect(response.status).toBe(401);
    expect(await stockOf(server, MUG)).toBe(3);
  });

  it('allows three unpaid orders per account and refuses a fourth until one is paid', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 100);
    const first = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const fourth = await server.api('POST', '/order/create', { token, body: orderBody([{ productId: MUG, quantity: 1 }]) });
    expect(fourth.status).toBe(400);
    expect(fourth.body).toEqual({ success: false, message: tooManyUnpaidOrders(3) });
    expect(await stockOf(server, MUG)).toBe(97);
    await payOrder(server, token, first._id);
    expect((await server.api('POST', '/order/create', { token, body: orderBody([{ productId: MUG, quantity: 1 }]) })).status).toBe(201);
  });

  it('allows 50 units held across unpaid orders and refuses one more; pre-orders hold nothing', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 100);
    await placeOrder(server, token, [{ productId: MUG, quantity: 30 }]);
    const over = await server.api('POST', '/order/create', { token, body: orderBody([{ productId: MUG, quantity: 21 }]) });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ success: false, message: tooManyHeldUnits(50) });
    await placeOrder(server, token, [
      { productId: MUG, quantity: 20 },
      { productId: plain[1] as string, quantity: 90, isPreorder: true },
    ]);
    expect(await stockOf(server, MUG)).toBe(50);
  });

  it('counts concurrent orders of one account one after the other', async () => {
    const { token } = await signedInCustomer(server);
    await setStock(server, MUG, 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.api('POST', '/order/create', { token, body: orderBody([{ productId: MUG, quantity: 1 }]) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect(await stockOf(server, MUG)).toBe(97);
  });
});
