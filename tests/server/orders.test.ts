import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { sweepUnpaidOrders } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import {
  depsOf,
  initializePayment,
  LAGOS_ADDRESS,
  orderBody,
  OYO_ADDRESS,
  payOrder,
  placeOrder,
  setStock,
  stockOf,
} from './support/purchase-helpers.ts';
import { fakeDist, startTestServer, TEST_START, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signedInCustomer(server, 'Adaeze Okafor'));
});
afterAll(async () => server.close());

const KIT = 'lens-cleaning-kit'; // finalPrice 9,500 (10 % off a struck-through 10,450)
const MUG = 'lens-mug'; // finalPrice 9,000

describe('POST /order/create', () => {
  it('prices every line from the database and totals subtotal plus the Oyo standard fee', async () => {
    await setStock(server, KIT, 45);
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: KIT, quantity: 2, selectedAttributes: { color: 'Black', size: '' } }], {
        notes: '  Call before delivery.  ',
      }),
    });
    expect(response.status).toBe(201);
    const { order } = response.body;
    expect(response.body.message).toBe('Order created');
    expect(response.body.hasPreorderItems).toBe(false);
    expect(order.orderNumber).toMatch(/^OJ-2026-\d{6}$/);
    expect(order).toMatchObject({
      subtotal: 19_000,
      shipping: { cost: 5_000 },
      tax: { amount: 0 },
      amount: 24_000,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'paystack',
      paymentReference: null,
      fulfillmentMethod: 'standard',
      shippingMethod: 'standard',
      notes: 'Call before delivery.',
      hasPreorderItems: false,
      date: TEST_START.toISOString(),
      // Friday 20 November + 5 business days.
      estimatedDeliveryDate: '2026-11-27T10:00:00.000Z',
      // The phone as the studio matches it: E.164.
      shippingAddress: { ...OYO_ADDRESS, phone: '+2348031234567' },
      billingAddress: { ...OYO_ADDRESS, phone: '+2348031234567' },
      discount: null,
    });
    expect(order.statusHistory).toEqual([{ status: 'pending', timestamp: TEST_START.toISOString(), note: 'Order placed' }]);
    expect(order.items).toEqual([
      {
        productId: KIT,
        variantId: null,
        title: 'Lens and Sensor Cleaning Kit',
        image: expect.any(String),
        quantity: 2,
        price: 9_500,
        discount: 10,
        selectedAttributes: { color: 'Black' },
        itemStatus: 'pending',
        isPreorder: false,
        isDigital: false,
        reviews: [],
      },
    ]);
    expect(await stockOf(server, KIT)).toBe(43);
  });

  it('numbers orders one after another', async () => {
    const first = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const second = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }]);
    const number = (value: string) => Number(value.slice('OJ-2026-'.length));
    expect(number(second.orderNumber)).toBe(number(first.orderNumber) + 1);
  });

  it.each([
    ['standard', LAGOS_ADDRESS, 2_000, '2026-11-27T10:00:00.000Z'],
    ['premium', LAGOS_ADDRESS, 4_000, '2026-11-24T10:00:00.000Z'],
    ['premium', OYO_ADDRESS, 10_000, '2026-11-24T10:00:00.000Z'],
    ['pickup', OYO_ADDRESS, 0, '2026-11-21T10:00:00.000Z'],
  ])('charges %s shipping to %o from the domain rule', async (shippingMethod, address, fee, estimate) => {
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 1 }], {
      shippingMethod,
      shippingAddress: address,
      billingAddress: address,
    });
    expect(order.shipping.cost).toBe(fee);
    expect(order.amount).toBe(9_000 + fee);
    expect(order.estimatedDeliveryDate).toBe(estimate);
  });

  it('prices a variant line from the variant', async () => {
    const [variant] = await server.db.query<{ id: string; final_price: number; stock: number }>(
      "select id, final_price, stock from product_variants where product_id = 'peak-design-slide-strap' and color = 'Blue'",
    );
    const order = await placeOrder(server, token, [{ productId: 'peak-design-slide-strap', variantId: variant?.id, quantity: 1 }]);
    expect(order.items[0]).toMatchObject({ variantId: variant?.id, price: variant?.final_price });
    const [after] = await server.db.query<{ stock: number }>('select stock from product_variants where id = $1', [variant?.id]);
    expect(after?.stock).toBe((variant?.stock ?? 0) - 1);
  });

  it('asks for options when a product has several variants and none was chosen', async () => {
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: 'peak-design-slide-strap', quantity: 1 }]),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Please select product options' });
  });

  it('refuses more than the stock with canPreorder and the product named, and takes nothing', async () => {
    await setStock(server, KIT, 1);
    const short = await server.api('POST', '/order/create', {
      token,
      body: orderBody([
        { productId: MUG, quantity: 1 },
        { productId: KIT, quantity: 2 },
      ]),
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ success: false, message: 'Only 1 of Lens and Sensor Cleaning Kit available', canPreorder: false });
    await setStock(server, KIT, 0, true);
    const none = await server.api('POST', '/order/create', { token, body: orderBody([{ productId: KIT, quantity: 1 }]) });
    expect(none.body).toEqual({ success: false, message: 'Lens and Sensor Cleaning Kit is out of stock', canPreorder: true });
    expect(await stockOf(server, KIT)).toBe(0);
  });

  it('rolls the whole order back when a later line is short', async () => {
    await setStock(server, MUG, 10);
    await setStock(server, KIT, 0);
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([
        { productId: MUG, quantity: 3 },
        { productId: KIT, quantity: 1 },
      ]),
    });
    expect(response.status).toBe(400);
    expect(await stockOf(server, MUG)).toBe(10);
  });

  it('takes pre-order lines only where the product allows them, with the pre-order estimate', async () => {
    await setStock(server, KIT, 0, false);
    const refused = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: KIT, quantity: 1, isPreorder: true }]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'Lens and Sensor Cleaning Kit cannot be pre-ordered', canPreorder: false });
    await setStock(server, KIT, 0, true);
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: KIT, quantity: 2, isPreorder: true }]),
    });
    expect(response.status).toBe(201);
    expect(response.body.hasPreorderItems).toBe(true);
    expect(response.body.order).toMatchObject({
      fulfillmentMethod: 'preorder',
      hasPreorderItems: true,
      estimatedDeliveryDate: '2026-12-04T10:00:00.000Z',
    });
    expect(response.body.order.items[0].isPreorder).toBe(true);
    expect(await stockOf(server, KIT)).toBe(0);
  });

  it('checks the address with the shared rules', async () => {
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: MUG, quantity: 1 }], { shippingAddress: { ...OYO_ADDRESS, phone: 'call me' } }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Invalid phone number format' });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await server.api('POST', '/order/create', { token, body: orderBody([{ productId: 'no-such-thing', quantity: 1 }]) });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Product not found' });
  });

  it('gives 50 concurrent orders for the last 5 units exactly 5 orders and stock 0', async () => {
    await setStock(server, MUG, 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.api('POST', '/order/create', { token, body: orderBody([{ productId: MUG, quantity: 1 }]) })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(45);
    expect(refused[0]?.body).toEqual({ success: false, message: 'Camera Lens Coffee Mug is out of stock', canPreorder: false });
    expect(await stockOf(server, MUG)).toBe(0);
  });

  it('takes stock rows in one order, so opposite two-line orders and cancels run together without a deadlock', async () => {
    await setStock(server, MUG, 100);
    await setStock(server, KIT, 100, true);
    const lines = (index: number) =>
      index % 2 === 0
        ? [
            { productId: MUG, quantity: 1 },
            { productId: KIT, quantity: 1 },
          ]
        : [
            { productId: KIT, quantity: 1 },
            { productId: MUG, quantity: 1 },
          ];
    const create = (index: number) => server.api('POST', '/order/create', { token, body: orderBody(lines(index)) });
    const first = await Promise.all(Array.from({ length: 24 }, (_, index) => create(index)));
    expect(first.map((answer) => answer.status)).toEqual(Array.from({ length: 24 }, () => 201));
    // Cancelling gives both lines back while new orders take them in the other order.
    const mixed = await Promise.all([
      ...first.map((answer) =>
        server.api('POST', `/order/${answer.body.order._id}/cancel`, { token, body: { reason: 'Changed my mind' } }),
      ),
      ...Array.from({ length: 24 }, (_, index) => create(index + 1)),
    ]);
    expect(mixed.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: 24 }, () => 200),
      ...Array.from({ length: 24 }, () => 201),
    ]);
    expect(await stockOf(server, MUG)).toBe(76);
    expect(await stockOf(server, KIT)).toBe(76);
  });

  it('has the database itself refuse a negative stock, for products and variants', async () => {
    await setStock(server, MUG, 1);
    await expect(server.db.query('update products set stock = stock - 2 where id = $1', [MUG])).rejects.toThrow(
      /products_stock_not_negative/,
    );
    await expect(server.db.query("update product_variants set stock = -1 where product_id = 'peak-design-slide-strap'")).rejects.toThrow(
      /product_variants_stock_not_negative/,
    );
    expect(await stockOf(server, MUG)).toBe(1);
  });

  it('drops the cached catalogue answers that show the stock', async () => {
    await setStock(server, MUG, 7);
    const deps = depsOf(server);
    const app = createApp({ ...deps, distDir: fakeDist() });
    const read = async () => {
      const listing = (await (await app.request('/api/v1/product/list?category=cat-lifestyle&inStock=false&limit=50')).json()) as {
        products: { _id: string; stock: number }[];
      };
      return listing.products.find((product) => product._id === MUG)?.stock;
    };
    expect(await read()).toBe(7);
    const created = await app.request('/api/v1/order/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody([{ productId: MUG, quantity: 2 }])),
    });
    expect(created.status).toBe(201);
    expect(await read()).toBe(5);
  });
});

describe('GET /order/my-orders and /order/{id}', () => {
  it('lists newest first with the default limit of 10, pages and a status filter', async () => {
    const shopper = await signedInCustomer(server);
    await setStock(server, MUG, 100);
    const placed = [];
    for (let index = 0; index < 12; index += 1) {
      server.advanceMinutes(1);
      placed.push(await placeOrder(server, shopper.token, [{ productId: MUG, quantity: 1 }]));
    }
    const first = await server.api('GET', '/order/my-orders', { token: shopper.token });
    expect(first.status).toBe(200);
    expect(first.body.orders.map((order: { _id: string }) => order._id)).toEqual(
      placed
        .slice(2)
        .reverse()
        .map((order) => order._id),
    );
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      limit: 10,
      totalOrders: 12,
      totalPages: 2,
      hasPrevPage: false,
      hasNextPage: true,
    });
    const second = await server.api('GET', '/order/my-orders', { token: shopper.token, query: { page: 2 } });
    expect(second.body.orders.map((order: { _id: string }) => order._id)).toEqual([placed[1]._id, placed[0]._id]);
    expect(second.body.pagination).toEqual({
      currentPage: 2,
      limit: 10,
      totalOrders: 12,
      totalPages: 2,
      hasPrevPage: true,
      hasNextPage: false,
    });
    await server.api('POST', `/order/${placed[0]._id}/cancel`, { token: shopper.token, body: { reason: 'Changed my mind' } });
    const cancelled = await server.api('GET', '/order/my-orders', { token: shopper.token, query: { status: 'cancelled', limit: 5 } });
    expect(cancelled.body.orders.map((order: { _id: string }) => order._id)).toEqual([placed[0]._id]);
    expect(cancelled.body.pagination).toEqual({
      currentPage: 1,
      limit: 5,
      totalOrders: 1,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
    });
  });

  it("reads the customer's own order and answers 404 'Order not found' for another customer's", async () => {
    const order = await placeOrder(server, token, [{ productId: KIT, quantity: 1, isPreorder: true }]);
    const own = await server.api('GET', `/order/${order._id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.order).toEqual(order);
    const stranger = await signedInCustomer(server);
    for (const [method, path, body] of [
      ['GET', `/order/${order._id}`, undefined],
      ['POST', `/order/${order._id}/cancel`, { reason: 'Changed my mind' }],
      ['GET', '/order/ord_missing', undefined],
    ] as const) {
      const response = await server.api(method, path, { token: stranger.token, body });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Order not found' });
    }
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.status).toBe('pending');
  });
});

describe('POST /order/{id}/cancel', () => {
  it('cancels a pending order, writes the reason into the history and returns the stock', async () => {
    await setStock(server, MUG, 6);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 4 }]);
    expect(await stockOf(server, MUG)).toBe(2);
    server.advanceMinutes(3);
    const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Found a better price' } });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Order cancelled');
    expect(response.body.order.status).toBe('cancelled');
    expect(response.body.order.statusHistory.at(-1)).toEqual({
      status: 'cancelled',
      timestamp: server.now.toISOString(),
      note: 'Found a better price',
    });
    expect(await stockOf(server, MUG)).toBe(6);
    const again = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ success: false, message: 'This order can no longer be cancelled' });
    expect(await stockOf(server, MUG)).toBe(6);
  });

  it('requires a reason', async () => {
    const order = await placeOrder(server, token, [{ productId: KIT, quantity: 1, isPreorder: true }]);
    const blank = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ success: false, message: 'Please select a reason for cancellation' });
    const missing = await server.api('POST', `/order/${order._id}/cancel`, { token, body: {} });
    expect(missing.status).toBe(400);
  });

  it('refuses an order that is already processing', async () => {
    const order = await placeOrder(server, token, [{ productId: KIT, quantity: 1, isPreorder: true }]);
    await server.db.query("update orders set status = 'processing' where id = $1", [order._id]);
    const response = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(response.status).toBe(422);
  });
});

const CARD_ONLY = { ...DEFAULT_PURCHASE_SETTINGS, channels: ['card' as const] };

describe('the unpaid-order hold', () => {
  it("cancels an order unpaid for 15 minutes with 'Payment not received' and returns its stock once", async () => {
    await server.db.query("update orders set status = 'cancelled' where status = 'pending'");
    await setStock(server, KIT, 10);
    const order = await placeOrder(server, token, [{ productId: KIT, quantity: 3 }]);
    expect(await stockOf(server, KIT)).toBe(7);
    // Card only: the hold is PAYMENT_HOLD_MINUTES (a transfer keeps it 30 minutes, payment-channels.test.ts).
    const deps = depsOf(server, CARD_ONLY);
    server.advanceMinutes(14);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    server.advanceMinutes(1);
    // Two processes sweeping at once release the stock once.
    const counts = await Promise.all([sweepUnpaidOrders(deps), sweepUnpaidOrders(deps), sweepUnpaidOrders(deps)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    expect(await stockOf(server, KIT)).toBe(10);
    const after = await server.api('GET', `/order/${order._id}`, { token });
    expect(after.body.order.status).toBe('cancelled');
    expect(after.body.order.statusHistory.at(-1)).toEqual({
      status: 'cancelled',
      timestamp: server.now.toISOString(),
      note: 'Payment not received',
    });
  });

  it('measures the hold from the latest payment initialization, not from the order', async () => {
    await server.db.query("update orders set status = 'cancelled' where status = 'pending'");
    await setStock(server, KIT, 10);
    const order = await placeOrder(server, token, [{ productId: KIT, quantity: 2 }]);
    const deps = depsOf(server, CARD_ONLY);
    server.advanceMinutes(10);
    await initializePayment(server, token, order._id);
    server.advanceMinutes(14);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    // The shopper came back and started the payment again: a fresh 15 minutes from here.
    await initializePayment(server, token, order._id);
    server.advanceMinutes(14);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    expect(await stockOf(server, KIT)).toBe(8);
    server.advanceMinutes(1);
    expect(await sweepUnpaidOrders(deps)).toBe(1);
    expect(await stockOf(server, KIT)).toBe(10);
  });

  it('asks the provider first: a payment made but never verified confirms the order instead of losing it', async () => {
    await setStock(server, MUG, 10);
    const paid = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }]);
    const undecided = await placeOrder(server, token, [{ productId: MUG, quantity: 3 }]);
    const { reference } = await initializePayment(server, token, paid._id);
    await initializePayment(server, token, undecided._id);
    // The shopper paid on the provider's page, then closed the tab: no verify, no webhook yet.
    await server.api('POST', `/payment/sandbox/${reference}`, { query: { decision: 'pay' } });
    server.advanceMinutes(30);
    await sweepUnpaidOrders(depsOf(server));
    expect((await server.api('GET', `/order/${paid._id}`, { token })).body.order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentReference: reference,
    });
    expect((await server.api('GET', `/order/${undecided._id}`, { token })).body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect(await stockOf(server, MUG)).toBe(8);
  });

  it('follows PAYMENT_HOLD_MINUTES', async () => {
    await setStock(server, KIT, 10);
    await placeOrder(server, token, [{ productId: KIT, quantity: 1 }]);
    const deps = depsOf(server, { ...DEFAULT_PURCHASE_SETTINGS, holdMinutes: 5, channels: ['card'], filesDir: '/tmp' });
    server.advanceMinutes(4);
    expect(await sweepUnpaidOrders(deps)).toBe(0);
    server.advanceMinutes(1);
    expect(await sweepUnpaidOrders(deps)).toBe(1);
    expect(await stockOf(server, KIT)).toBe(10);
  });
});

describe('cached catalogue answers after stock returns', () => {
  const STUDIO_KEY = 'studio-key-for-order-tests-0123456789';

  /** An app with a real catalogue cache (a minute long) over this test server's database and clock. */
  function cachedApp() {
    const deps = depsOf(server, { ...DEFAULT_PURCHASE_SETTINGS, studioKey: STUDIO_KEY });
    const app = createApp({ ...deps, distDir: fakeDist() });
    // The listing is the cached answer (a product page is read fresh every time).
    const read = async () => {
      const listing = (await (await app.request('/api/v1/product/list?category=cat-lifestyle&inStock=false&limit=50')).json()) as {
        products: { _id: string; stock: number }[];
      };
      return listing.products.find((product) => product._id === MUG)?.stock;
    };
    const post = (path: string, bearer: string, body: unknown) =>
      app.request(`/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    return { deps, read, post };
  }

  it('drops them when the customer cancels', async () => {
    await setStock(server, MUG, 7);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }]);
    const { read, post } = cachedApp();
    expect(await read()).toBe(5);
    expect((await post(`/order/${order._id}/cancel`, token, { reason: 'Changed my mind' })).status).toBe(200);
    expect(await read()).toBe(7);
  });

  it('drops them when the hold sweep releases an unpaid order', async () => {
    await server.db.query("update orders set status = 'cancelled', holds_stock = false where status = 'pending'");
    await setStock(server, MUG, 7);
    await placeOrder(server, token, [{ productId: MUG, quantity: 3 }]);
    const { deps, read } = cachedApp();
    expect(await read()).toBe(4);
    server.advanceMinutes(30);
    expect(await sweepUnpaidOrders(deps)).toBe(1);
    expect(await read()).toBe(7);
  });

  it('drops them when the studio cancels a paid order', async () => {
    await setStock(server, MUG, 7);
    const order = await placeOrder(server, token, [{ productId: MUG, quantity: 2 }]);
    await payOrder(server, token, order._id);
    const { read, post } = cachedApp();
    expect(await read()).toBe(5);
    const moved = await post(`/studio/orders/${order.orderNumber}/status`, STUDIO_KEY, {
      status: 'cancelled',
      note: 'Damaged in the studio',
    });
    expect(moved.status).toBe(200);
    expect(await read()).toBe(7);
  });
});
