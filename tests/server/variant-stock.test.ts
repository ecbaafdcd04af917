import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnpaidOrders } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { depsOf, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A product with variants shows, in the shop's lists, its stock label and its page, the units of its
// offered variants together: whatever moves a variant's stock moves the product's with it.

const KEY = 'variant-stock-key-0123456789abcdef';
let server: TestServer;
let staff: string;
let shopper: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  const { token: owner } = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner));
  shopper = await signedInCustomer(server, 'Variant Shopper');
}, 60_000);
afterAll(async () => server.close());

/** The nth physical product with at least two variants, with its variants in order. */
async function productWithVariants(offset: number): Promise<{ id: string; variants: string[] }> {
  const [product] = await server.db.query<{ id: string }>(
    `select p.id from products p where p.product_type = 'physical' and p.has_variants
        and (select count(*) from product_variants v where v.product_id = p.id and v.archived_at is null) >= 2
      order by p.id limit 1 offset $1`,
    [offset],
  );
  if (!product) throw new Error('no product with variants');
  const variants = await server.db.query<{ id: string }>(
    'select id from product_variants where product_id = $1 and archived_at is null order by position, id',
    [product.id],
  );
  return { id: product.id, variants: variants.map((variant) => variant.id) };
}

const shopStock = async (productId: string) => (await server.api('GET', `/product/single/${productId}`)).body.product.stock as number;

const variantStock = async (variantId: string) =>
  (await server.db.query<{ stock: number }>('select stock from product_variants where id = $1', [variantId]))[0]?.stock ?? Number.NaN;

const offeredSum = async (productId: string) =>
  (
    await server.db.query<{ total: number }>(
      'select coalesce(sum(stock), 0)::int as total from product_variants where product_id = $1 and archived_at is null',
      [productId],
    )
  )[0]?.total ?? Number.NaN;

const productHistorySum = async (productId: string) =>
  (
    await server.db.query<{ total: number }>(
      'select coalesce(sum(delta), 0)::int as total from stock_history where product_id = $1 and variant_id is null',
      [productId],
    )
  )[0]?.total ?? Number.NaN;

const adjust = (productId: string, body: Record<string, unknown>) =>
  server.api('POST', `/studio/products/${productId}/stock`, { token: staff, body });

describe('a product with variants', () => {
  it('starts with the stock of its variants together', async () => {
    const drift = await server.db.query(
      `select p.id from products p where p.has_variants
          and p.stock <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id and v.archived_at is null)`,
    );
    expect(drift).toEqual([]);
  });

  it('follows a restock and a correction of one of its variants, in the shop and in its own history', async () => {
    const product = await productWithVariants(0);
    const [first] = product.variants;
    const before = await shopStock(product.id);
    expect(before).toBe(await offeredSum(product.id));
    expect((await adjust(product.id, { variantId: first, reason: 'received', delta: 7, note: 'Delivery' })).status).toBe(200);
    expect(await shopStock(product.id)).toBe(before + 7);
    expect((await adjust(product.id, { variantId: first, reason: 'damaged', delta: -2 })).status).toBe(200);
    expect(await shopStock(product.id)).toBe(before + 5);
    expect(await productHistorySum(product.id)).toBe(before + 5);
    const [change] = await server.db.query<{ reason: string; delta: number; note: string | null }>(
      `select reason, delta, note from stock_history where product_id = $1 and variant_id is null and delta = 7 order by seq desc limit 1`,
      [product.id],
    );
    expect(change).toEqual({ reason: 'received', delta: 7, note: 'Delivery' });
    const listed = await server.api('GET', '/product/list', {
      query: { search: (await server.api('GET', `/product/single/${product.id}`)).body.product.title, limit: 50 },
    });
    expect((listed.body.products as { _id: string; stock: number }[]).find((item) => item._id === product.id)?.stock).toBe(before + 5);
  });

  it('gives up the units an order takes of a variant, and takes them back on a cancellation and an expiry', async () => {
    const product = await productWithVariants(1);
    const [, second] = product.variants;
    if (!second) throw new Error('no second variant');
    expect((await adjust(product.id, { variantId: second, reason: 'received', delta: 5 })).status).toBe(200);
    const before = await shopStock(product.id);
    const order = await placeOrder(server, shopper.token, [{ productId: product.id, variantId: second, quantity: 3 }]);
    expect(await shopStock(product.id)).toBe(before - 3);
    expect(await productHistorySum(product.id)).toBe(before - 3);
    const cancelled = await server.api('POST', `/order/${order._id}/cancel`, { token: shopper.token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(await shopStock(product.id)).toBe(before);

    await placeOrder(server, shopper.token, [{ productId: product.id, variantId: second, quantity: 2 }]);
    expect(await shopStock(product.id)).toBe(before - 2);
    server.advanceMinutes(60);
    expect(await sweepUnpaidOrders(depsOf(server))).toBeGreaterThanOrEqual(1);
    expect(await shopStock(product.id)).toBe(before);
    expect(await productHistorySum(product.id)).toBe(before);
  });

  it('leaves out an archived variant’s units, and counts them again once it is offered again', async () => {
    const product = await productWithVariants(2);
    const [first] = product.variants;
    if (!first) throw new Error('no variant');
    expect((await adjust(product.id, { variantId: first, reason: 'received', delta: 4 })).status).toBe(200);
    const before = await shopStock(product.id);
    const units = await variantStock(first);
    const archive = (archived: boolean) =>
      server.api('POST', `/studio/products/${product.id}/variants/${first}/archive`, { token: staff, body: { archived } });
    expect((await archive(true)).status).toBe(200);
    expect(await shopStock(product.id)).toBe(before - units);
    expect((await archive(false)).status).toBe(200);
    expect(await shopStock(product.id)).toBe(before);
    expect(await productHistorySum(product.id)).toBe(before);
  });

  it('keeps every product’s history summing to its stock', async () => {
    const drift = await server.db.query(
      `select p.id from products p
        where p.stock <> (select coalesce(sum(h.delta), 0) from stock_history h where h.product_id = p.id and h.variant_id is null)`,
    );
    expect(drift).toEqual([]);
  });
});
