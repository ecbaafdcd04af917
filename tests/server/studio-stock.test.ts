import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnpaidOrders } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { depsOf, payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-stock-key-0123456789abcdef';
let server: TestServer;
let owner: string;
let staff: string;
let staffId: string;
let shopper: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff, id: staffId } = await signedInStaff(server, owner));
  shopper = await signedInCustomer(server, 'Stock Shopper');
}, 60_000);
afterAll(async () => server.close());

/** The nth physical product without variants, in id order. */
async function plainProduct(offset: number): Promise<{ id: string; title: string }> {
  const [product] = await server.db.query<{ id: string; title: string }>(
    `select id, title from products where product_type = 'physical' and not has_variants order by id limit 1 offset $1`,
    [offset],
  );
  if (!product) throw new Error('no product');
  return product;
}

const stockOfRow = async (productId: string, variantId: string | null = null) => {
  const [row] = variantId
    ? await server.db.query<{ stock: number }>('select stock from product_variants where id = $1', [variantId])
    : await server.db.query<{ stock: number }>('select stock from products where id = $1', [productId]);
  return row?.stock ?? Number.NaN;
};

const historySum = async (productId: string, variantId: string | null = null) => {
  const [row] = await server.db.query<{ total: number }>(
    'select coalesce(sum(delta), 0)::int as total from stock_history where product_id = $1 and variant_id is not distinct from $2',
    [productId, variantId],
  );
  return row?.total ?? Number.NaN;
};

const adjust = (productId: string, body: Record<string, unknown>, token = staff) =>
  server.api('POST', `/studio/products/${productId}/stock`, { token, body });

/** Sets a row's stock through a correction, so its history keeps summing to it. */
async function correctTo(productId: string, stock: number): Promise<void> {
  const delta = stock - (await stockOfRow(productId));
  if (delta !== 0) expect((await adjust(productId, { reason: 'correction', delta })).status).toBe(200);
}

describe('stock adjustments', () => {
  it('adds received units with a note, records who did it, and answers the row and the change', async () => {
    const product = await plainProduct(0);
    await correctTo(product.id, 4);
    // The audit log orders by time: the adjustment comes a minute after the correction.
    server.advanceMinutes(1);
    const answer = await adjust(product.id, { reason: 'received', delta: 12, note: '  Delivery from Lagos ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Stock +12: 16 in stock',
      item: { productId: product.id, variantId: null, title: product.title, stock: 16, low: false },
      change: { reason: 'received', delta: 12, stockAfter: 16, note: 'Delivery from Lagos', actor: { _id: staffId }, orderNumber: null },
    });
    expect(await stockOfRow(product.id)).toBe(16);
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({
      action: 'stock.adjust',
      subject: product.title,
      before: { stock: 4 },
      after: { stock: 16, reason: 'received', delta: 12, note: 'Delivery from Lagos' },
    });
  });

  it('refuses what the rules refuse, in their words, and changes nothing', async () => {
    const product = await plainProduct(0);
    await correctTo(product.id, 3);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'damaged', delta: -4 }, 'Stock cannot go below 0: only 3 in stock'],
      [{ reason: 'received', delta: -1 }, 'Received stock must add units'],
      [{ reason: 'damaged', delta: 2 }, 'Damaged stock must remove units'],
      [{ reason: 'correction', delta: 0 }, 'The change must add or remove at least 1 unit'],
    ];
    for (const [body, message] of cases) {
      const answer = await adjust(product.id, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
    for (const body of [
      { reason: 'stolen', delta: 1 },
      { reason: 'received', delta: 10_001 },
      { delta: 1 },
      { reason: 'received', delta: 1.5 },
    ]) {
      expect((await adjust(product.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    // The last unit may go: 0 is allowed, below it is not.
    expect((await adjust(product.id, { reason: 'damaged', delta: -3 })).body.item.stock).toBe(0);
    expect(await stockOfRow(product.id)).toBe(0);
    expect(await historySum(product.id)).toBe(0);
  });

  it('adjusts a variant of a product with variants, and wants the variant named', async () => {
    const [variant] = await server.db.query<{ id: string; product_id: string; stock: number }>(
      'select v.id, v.product_id, v.stock from product_variants v join products p on p.id = v.product_id where p.has_variants order by v.id limit 1',
    );
    if (!variant) throw new Error('no variant');
    const missing = await adjust(variant.product_id, { reason: 'received', delta: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: 'Please choose a variant' });
    const other = await adjust((await plainProduct(1)).id, { variantId: variant.id, reason: 'received', delta: 2 });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'Variant not found' });
    const [foreign] = await server.db.query<{ id: string }>(
      'select v.id from product_variants v join products p on p.id = v.product_id where p.has_variants and v.product_id <> $1 limit 1',
      [variant.product_id],
    );
    const elsewhere = await adjust(variant.product_id, { variantId: foreign?.id, reason: 'received', delta: 2 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ success: false, message: 'Variant not found' });
    const answer = await adjust(variant.product_id, { variantId: variant.id, reason: 'received', delta: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.item).toMatchObject({ variantId: variant.id, stock: variant.stock + 2 });
    expect(await stockOfRow(variant.product_id, variant.id)).toBe(variant.stock + 2);
    expect(await historySum(variant.product_id, variant.id)).toBe(variant.stock + 2);
    const page = await server.api('GET', `/studio/products/${variant.product_id}/stock`, { token: staff });
    expect(page.body.history[0]).toMatchObject({ variantId: variant.id, reason: 'received', delta: 2 });
    expect(page.body.history.every((change: { variantId: string | null }) => change.variantId !== null)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const answer = await adjust('prod_nobody', { reason: 'received', delta: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Product not found' });
    expect((await server.api('GET', '/studio/products/prod_nobody/stock', { token: staff })).status).toBe(404);
  });

  it('refuses a customer’s token and no token, and changes nothing', async () => {
    const product = await plainProduct(0);
    const before = await stockOfRow(product.id);
    expect((await adjust(product.id, { reason: 'received', delta: 1 }, shopper.token)).status).toBe(403);
    expect((await server.api('POST', `/studio/products/${product.id}/stock`, { body: { reason: 'received', delta: 1 } })).status).toBe(401);
    expect((await server.api('GET', '/studio/stock', { token: shopper.token })).status).toBe(403);
    expect((await server.api('GET', `/studio/products/${product.id}/stock`, { token: shopper.token })).status).toBe(403);
    expect(await stockOfRow(product.id)).toBe(before);
  });
});

describe('the stock history', () => {
  it('sums to the stock after adjustments, an order, its cancellation and an unpaid order’s expiry, each change named', async () => {
    const product = await plainProduct(2);
    await correctTo(product.id, 10);
    await adjust(product.id, { reason: 'damaged', delta: -2, note: 'Dropped' });
    const order = await placeOrder(server, shopper.token, [{ productId: product.id, quantity: 3 }]);
    expect(await stockOfRow(product.id)).toBe(5);
    expect(await historySum(product.id)).toBe(5);
    await server.api('POST', `/order/${order._id}/cancel`, { token: shopper.token, body: { reason: 'Changed my mind' } });
    expect(await stockOfRow(product.id)).toBe(8);
    expect(await historySum(product.id)).toBe(8);
    const unpaid = await placeOrder(server, shopper.token, [{ productId: product.id, quantity: 1 }]);
    server.advanceMinutes(60);
    expect(await sweepUnpaidOrders(depsOf(server))).toBeGreaterThanOrEqual(1);
    expect(await stockOfRow(product.id)).toBe(8);
    expect(await historySum(product.id)).toBe(8);

    const page = await server.api('GET', `/studio/products/${product.id}/stock`, { token: staff });
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([expect.objectContaining({ productId: product.id, variantId: null, stock: 8, low: false })]);
    expect(page.body.history.slice(0, 5)).toMatchObject([
      { reason: 'expiry', delta: 1, stockAfter: 8, actor: null, orderNumber: unpaid.orderNumber },
      { reason: 'order', delta: -1, stockAfter: 7, orderNumber: unpaid.orderNumber },
      { reason: 'cancellation', delta: 3, stockAfter: 8, actor: { email: shopper.email }, orderNumber: order.orderNumber },
      { reason: 'order', delta: -3, stockAfter: 5, actor: { email: shopper.email }, orderNumber: order.orderNumber },
      { reason: 'damaged', delta: -2, stockAfter: 8, note: 'Dropped', actor: { _id: staffId } },
    ]);
    expect(page.body.history.at(-1)).toMatchObject({ reason: 'opening', actor: null });
    expect(page.body.total).toBe(page.body.history.length);
  });

  it('records the studio’s cancellation of a paid order with the staff member who made it', async () => {
    const product = await plainProduct(3);
    await correctTo(product.id, 6);
    const order = await placeOrder(server, shopper.token, [{ productId: product.id, quantity: 2 }]);
    await payOrder(server, shopper.token, order._id);
    const moved = await server.api('POST', `/studio/orders/${order.orderNumber}/status`, { token: staff, body: { status: 'cancelled' } });
    expect(moved.status).toBe(200);
    const page = await server.api('GET', `/studio/products/${product.id}/stock`, { token: staff });
    expect(page.body.history[0]).toMatchObject({ reason: 'cancellation', delta: 2, stockAfter: 6, actor: { _id: staffId } });
    expect(await historySum(product.id)).toBe(6);
  });

  it('never loses an update when two adjustments and an order meet', async () => {
    const product = await plainProduct(4);
    await correctTo(product.id, 20);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        adjust(product.id, { reason: 'received', delta: 5 }),
        adjust(product.id, { reason: 'damaged', delta: -2 }),
        server.api('POST', '/order/create', {
          token: shopper.token,
          body: {
            items: [{ productId: product.id, quantity: 1 }],
            shippingAddress: { fullName: 'A B', address: '1 Road', city: 'Ibadan', state: 'Oyo', zipCode: '200001', phone: '08035550100' },
            paymentMethod: 'paystack',
            shippingMethod: 'standard',
          },
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 201]);
    }
    expect(await stockOfRow(product.id)).toBe(20 + 3 * (5 - 2 - 1));
    expect(await historySum(product.id)).toBe(26);
    const afters = await server.db.query<{ stock_after: number; delta: number }>(
      'select stock_after, delta from stock_history where product_id = $1 and variant_id is null order by seq',
      [product.id],
    );
    // Each change starts from the one before: the chain has no gap.
    for (let index = 1; index < afters.length; index++)
      expect(afters[index]?.stock_after).toBe((afters[index - 1]?.stock_after ?? 0) + (afters[index]?.delta ?? 0));
  });

  it('sums to the stock of every product and variant', async () => {
    const drift = await server.db.query(
      `select s.id from (select id, id as product_id, null::text as variant_id, stock from products
                         union all select id, product_id, id, stock from product_variants) s
        where s.stock <> (select coalesce(sum(h.delta), 0) from stock_history h
                           where h.product_id = s.product_id and h.variant_id is not distinct from s.variant_id)`,
    );
    expect(drift).toEqual([]);
  });
});

describe('the low-stock list', () => {
  it('lists rows at or under 5, lowest first; 6 is not low; a search finds any stock by title or SKU', async () => {
    const five = await plainProduct(5);
    const six = await plainProduct(6);
    await correctTo(five.id, 5);
    await correctTo(six.id, 6);
    const low = await server.api('GET', '/studio/stock', { token: staff });
    expect(low.status).toBe(200);
    expect(low.body.threshold).toBe(5);
    const ids = (low.body.items as { productId: string; stock: number; low: boolean }[]).map((item) => item.productId);
    expect(ids).toContain(five.id);
    expect(ids).not.toContain(six.id);
    const stocks = (low.body.items as { stock: number }[]).map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= 5)).toBe(true);

    const found = await server.api('GET', '/studio/stock', { token: staff, query: { search: six.title.toUpperCase() } });
    expect(found.body.items).toContainEqual(expect.objectContaining({ productId: six.id, stock: 6, low: false }));
    const none = await server.api('GET', '/studio/stock', { token: staff, query: { search: '%_%' } });
    expect(none.body).toMatchObject({ items: [], total: 0, pages: 0 });

    await adjust(five.id, { reason: 'received', delta: 1 });
    const after = await server.api('GET', '/studio/stock', { token: staff });
    expect((after.body.items as { productId: string }[]).map((item) => item.productId)).not.toContain(five.id);
  });
});
