import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-catalogue-key-0123456789abcdef';
let server: TestServer;
let owner: string;
let staff: string;
let shopper: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff } = await signedInStaff(server, owner));
  shopper = await signedInCustomer(server, 'Catalogue Shopper');
}, 60_000);
afterAll(async () => server.close());

let skuCount = 0;
function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  skuCount += 1;
  return {
    title: 'Lagos Light Tripod',
    description: 'A light aluminium tripod for travel shoots.',
    sku: `tri-test-${skuCount}`,
    brand: 'Studio',
    categoryId: 'cat-gear',
    productType: 'physical',
    price: 45_000,
    discount: 10,
    bestseller: false,
    preorderAllowed: false,
    features: ['Travel-friendly'],
    tags: ['tripod'],
    ...overrides,
  };
}

const create = (body: Record<string, unknown>, token = staff) => server.api('POST', '/studio/products', { token, body });

async function created(overrides: Record<string, unknown> = {}) {
  const answer = await create(productBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.product;
}

const historySum = async (productId: string, variantId: string | null) => {
  const [row] = await server.db.query<{ total: number }>(
    'select coalesce(sum(delta), 0)::int as total from stock_history where product_id = $1 and variant_id is not distinct from $2',
    [productId, variantId],
  );
  return row?.total;
};

const shopSearch = async (search: string) =>
  (await server.api('GET', '/product/list', { query: { search, inStock: 'false' } })).body.products.map((p: { _id: string }) => p._id);

describe('adding a product', () => {
  it('saves it with two variants, opens each variant’s stock history and shows it in the shop at once', async () => {
    const before = await shopSearch('Zanzibar');
    expect(before).toEqual([]);
    // The audit log orders by time: the creation comes a minute after the staff member's invitation.
    server.advanceMinutes(1);
    const answer = await create(
      productBody({
        title: '  Zanzibar Travel Tripod ',
        sku: ' zan-001 ',
        stock: 0,
        variants: [
          { color: 'Black', price: 45_000, stock: 2 },
          { color: 'Silver', size: 'Large', price: 47_000, stock: 3 },
        ],
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Product added');
    const product = answer.body.product;
    expect(product).toMatchObject({
      title: 'Zanzibar Travel Tripod',
      sku: 'ZAN-001',
      categoryId: 'cat-gear',
      price: 45_000,
      discount: 10,
      stock: 5,
      hasVariants: true,
      archived: false,
      ordered: false,
      image: null,
    });
    expect(product.variants.map((v: Record<string, unknown>) => [v.color, v.size, v.price, v.stock])).toEqual([
      ['Black', null, 45_000, 2],
      ['Silver', 'Large', 47_000, 3],
    ]);
    for (const variant of product.variants) expect(await historySum(product._id, variant._id)).toBe(variant.stock);
    expect(await historySum(product._id, null)).toBe(5);
    expect(await shopSearch('Zanzibar')).toEqual([product._id]);
    const page = await server.api('GET', `/product/single/${product._id}`);
    expect(page.body.product.variants).toHaveLength(2);
    expect(page.body.product.colors ?? page.body.product.variants.map((v: { color: string }) => v.color)).toContain('Silver');
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({ action: 'product.create', subject: 'Zanzibar Travel Tripod (ZAN-001)', before: null });
  });

  it('refuses a SKU another product has, in any case', async () => {
    await created({ sku: 'UNIQ-1' });
    const again = await create(productBody({ sku: ' uniq-1' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another product already has this SKU');
  });

  it('answers 422 with the rule’s message for each broken rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 0 }, 'The price must be a whole number of naira above 0'],
      [{ discount: 91 }, 'The discount must be a whole percent from 0 to 90'],
      [{ title: 'ab' }, 'The title must be at least 3 characters'],
      [{ sku: 'a b' }, 'The SKU must be 3 to 40 capital letters, digits or hyphens, starting with a letter or digit'],
      [{ categoryId: 'cat-nowhere' }, 'That category does not exist'],
      [{ stock: 10_001 }, 'The stock must be a whole number from 0 to 10,000'],
      [{ variants: [{ price: 10, stock: 1 }] }, 'Please give the variant a colour, size, material or finish'],
      [
        {
          variants: [
            { color: 'Black', price: 10, stock: 1 },
            { color: 'black ', price: 12, stock: 1 },
          ],
        },
        'Two variants have the same colour, size, material and finish',
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await create(productBody(overrides));
      expect(answer.status, message).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    const broken = await create({ ...productBody(), price: 'free' });
    expect(broken.status).toBe(422);
    const [count] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from products where title = 'Lagos Light Tripod' and price = 0",
    );
    expect(count?.n).toBe(0);
  });
});

describe('changing a product', () => {
  it('saves every field, keeps before and after in the audit log, and the shop shows the new price at once', async () => {
    const product = await created({ title: 'Kaduna Ring Light', sku: 'KAD-RING' });
    expect((await server.api('GET', `/product/single/${product._id}`)).body.product.price).toBe(45_000);
    // The audit log orders by time: the change comes a minute after the creation.
    server.advanceMinutes(1);
    const answer = await server.api('PUT', `/studio/products/${product._id}`, {
      token: staff,
      body: productBody({ title: 'Kaduna Ring Light Pro', sku: 'KAD-RING', price: 52_000, bestseller: true, tags: ['light', 'ring'] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Product saved',
      product: { title: 'Kaduna Ring Light Pro', price: 52_000, bestseller: true },
    });
    expect((await server.api('GET', `/product/single/${product._id}`)).body.product).toMatchObject({ price: 52_000, finalPrice: 52_000 });
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({
      action: 'product.update',
      before: { title: 'Kaduna Ring Light', price: 45_000, bestseller: false },
      after: { title: 'Kaduna Ring Light Pro', price: 52_000, bestseller: true, tags: ['light', 'ring'] },
    });
  });

  it('refuses another product’s SKU and an unknown product', async () => {
    const first = await created({ sku: 'TAKEN-A' });
    const second = await created({ sku: 'TAKEN-B' });
    const clash = await server.api('PUT', `/studio/products/${second._id}`, { token: staff, body: productBody({ sku: 'taken-a' }) });
    expect(clash.status).toBe(409);
    const same = await server.api('PUT', `/studio/products/${first._id}`, { token: staff, body: productBody({ sku: 'TAKEN-A' }) });
    expect(same.status).toBe(200);
    const missing = await server.api('PUT', '/studio/products/prod_nowhere', { token: staff, body: productBody() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });
});

describe('archiving', () => {
  it('takes a product out of the shop while old orders still show it, and restoring brings it back', async () => {
    const product = await created({ title: 'Onitsha Lens Cloth', sku: 'ONI-CLOTH', stock: 8 });
    const order = await placeOrder(server, shopper.token, [{ productId: product._id, quantity: 1 }]);
    server.advanceMinutes(1);
    const archived = await server.api('POST', `/studio/products/${product._id}/archive`, { token: staff, body: { archived: true } });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ message: 'Product archived', product: { archived: true, ordered: true } });

    expect(await shopSearch('Onitsha')).toEqual([]);
    expect((await server.api('GET', `/product/single/${product._id}`)).status).toBe(404);
    expect(
      (await server.api('GET', '/product/list', { query: { category: 'cat-gear', inStock: 'false', limit: '100' } })).body.products.map(
        (p: { _id: string }) => p._id,
      ),
    ).not.toContain(product._id);
    const cart = await server.api('POST', '/user/cart/add', { token: shopper.token, body: { productId: product._id, quantity: 1 } });
    expect(cart.status).toBe(404);

    const mine = await server.api('GET', `/order/${order._id}`, { token: shopper.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body.order)).toContain('Onitsha Lens Cloth');
    const studioOrder = await server.api('GET', `/studio/orders/${order.orderNumber}`, { token: staff });
    expect(JSON.stringify(studioOrder.body)).toContain('Onitsha Lens Cloth');
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from products where id = $1', [product._id]);
    expect(row?.n).toBe(1);

    const list = await server.api('GET', '/studio/products', { token: staff, query: { status: 'archived', search: 'onitsha' } });
    expect(list.body.products.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    const active = await server.api('GET', '/studio/products', { token: staff, query: { status: 'active', search: 'onitsha' } });
    expect(active.body.products).toEqual([]);

    server.advanceMinutes(1);
    const restored = await server.api('POST', `/studio/products/${product._id}/archive`, { token: staff, body: { archived: false } });
    expect(restored.body).toMatchObject({ message: 'Product restored', product: { archived: false } });
    expect(await shopSearch('Onitsha')).toEqual([product._id]);
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual(['product.restore', 'product.archive']);
  });
});

describe('a cart holding a product the studio then archives', () => {
  it('shows the line as no longer available, refuses the order naming the product, and takes the order once it is removed', async () => {
    const product = await created({ title: 'Ikeja Grey Card', sku: 'IKJ-GREY', stock: 6 });
    const other = await created({ title: 'Ikeja Lens Pen', sku: 'IKJ-PEN', stock: 6 });
    const buyer = await signedInCustomer(server, 'Archive Shopper');
    for (const productId of [product._id, other._id]) {
      const added = await server.api('POST', '/user/cart/add', { token: buyer.token, body: { productId, quantity: 1 } });
      expect(added.status).toBe(200);
    }
    const before = await server.api('GET', '/user/cart', { token: buyer.token });
    expect(before.body.cartItems.map((item: { product: { isDiscontinued: boolean } }) => item.product.isDiscontinued)).toEqual([
      false,
      false,
    ]);

    expect((await server.api('POST', `/studio/products/${product._id}/archive`, { token: staff, body: { archived: true } })).status).toBe(
      200,
    );
    const cart = await server.api('GET', '/user/cart', { token: buyer.token });
    expect(cart.status).toBe(200);
    const shown = (cart.body.cartItems as { productId: string; product: { title: string; isDiscontinued: boolean } }[])
      .map((item) => [item.productId, item.product.title, item.product.isDiscontinued])
      .sort();
    expect(shown).toEqual(
      [
        [product._id, 'Ikeja Grey Card', true],
        [other._id, 'Ikeja Lens Pen', false],
      ].sort(),
    );

    const lines = [
      { productId: other._id, quantity: 1 },
      { productId: product._id, quantity: 1 },
    ];
    const refused = await server.api('POST', '/order/create', {
      token: buyer.token,
      body: {
        items: lines,
        shippingAddress: { fullName: 'A B', address: '1 Road', city: 'Ibadan', state: 'Oyo', zipCode: '200001', phone: '08035550100' },
        paymentMethod: 'paystack',
        shippingMethod: 'standard',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Ikeja Grey Card is no longer available. Please remove it from your cart.');
    const [stock] = await server.db.query<{ stock: number }>('select stock from products where id = $1', [other._id]);
    expect(stock?.stock).toBe(6);

    const key = (cart.body.cartItems as { key: string; productId: string }[]).find((item) => item.productId === product._id)?.key;
    const removed = await server.api('POST', '/user/cart/remove', { token: buyer.token, body: { cartKey: key } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await server.api('GET', '/user/cart', { token: buyer.token })).body.cartItems).toHaveLength(1);
    await placeOrder(server, buyer.token, [{ productId: other._id, quantity: 1 }]);
  });
});

describe('archiving a digital product', () => {
  it('keeps its buyers’ downloads', async () => {
    const guide = 'guide-wedding-photography';
    const buyer = await signedInCustomer(server, 'Guide Buyer');
    const created = await server.api('POST', '/order/create', {
      token: buyer.token,
      body: { items: [{ productId: guide, quantity: 1 }], paymentMethod: 'paystack' },
    });
    await payOrder(server, buyer.token, created.body.order._id);
    const archived = await server.api('POST', `/studio/products/${guide}/archive`, { token: staff, body: { archived: true } });
    expect(archived.body.product).toMatchObject({ archived: true, ordered: true, productType: 'digital' });
    expect((await server.api('GET', `/product/single/${guide}`)).status).toBe(404);
    const downloads = await server.api('GET', '/user/digital-products', { token: buyer.token });
    expect(downloads.body.digitalProducts.map((grant: { productId: string }) => grant.productId)).toEqual([guide]);
    await server.api('POST', `/studio/products/${guide}/archive`, { token: staff, body: { archived: false } });
  });
});

describe('variants', () => {
  it('are added, changed and removed while never ordered, and the stock history follows', async () => {
    const product = await created({ sku: 'VAR-FLOW', variants: [{ color: 'Red', price: 1_000, stock: 1 }] });
    const added = await server.api('POST', `/studio/products/${product._id}/variants`, {
      token: staff,
      body: { color: 'Blue', price: 1_200, stock: 4 },
    });
    expect(added.status).toBe(201);
    const blue = added.body.product.variants.find((v: { color: string }) => v.color === 'Blue');
    expect(blue).toMatchObject({ price: 1_200, stock: 4, archived: false, ordered: false });
    expect(added.body.product.stock).toBe(5);
    expect(await historySum(product._id, blue._id)).toBe(4);
    expect(await historySum(product._id, null)).toBe(5);

    const clash = await server.api('PUT', `/studio/products/${product._id}/variants/${blue._id}`, {
      token: staff,
      body: { color: 'red', price: 1 },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('Two variants have the same colour, size, material and finish');

    const changed = await server.api('PUT', `/studio/products/${product._id}/variants/${blue._id}`, {
      token: staff,
      body: { color: 'Navy', finish: 'Matte', price: 1_300 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.product.variants.find((v: { _id: string }) => v._id === blue._id)).toMatchObject({
      color: 'Navy',
      finish: 'Matte',
      price: 1_300,
    });

    const removed = await server.api('DELETE', `/studio/products/${product._id}/variants/${blue._id}`, { token: staff });
    expect(removed.status).toBe(200);
    expect(removed.body.product.variants).toHaveLength(1);
    expect(removed.body.product.stock).toBe(1);
    expect(await historySum(product._id, null)).toBe(1);
  });

  it('once ordered, can only be archived (and leaves the shop’s page) or have its stock taken to 0', async () => {
    const product = await created({
      sku: 'VAR-ORDERED',
      variants: [
        { size: 'S', price: 2_000, stock: 3 },
        { size: 'M', price: 2_000, stock: 3 },
      ],
    });
    const small = product.variants[0];
    await placeOrder(server, shopper.token, [
      { productId: product._id, variantId: small._id, quantity: 1, selectedAttributes: { size: 'S' } },
    ]);
    const change = await server.api('PUT', `/studio/products/${product._id}/variants/${small._id}`, {
      token: staff,
      body: { size: 'XS', price: 1 },
    });
    expect(change.status).toBe(422);
    expect(change.body.message).toBe('This variant was ordered: it can only be archived or have its stock set to 0');
    const remove = await server.api('DELETE', `/studio/products/${product._id}/variants/${small._id}`, { token: staff });
    expect(remove.status).toBe(422);

    const toZero = await server.api('POST', `/studio/products/${product._id}/stock`, {
      token: staff,
      body: { variantId: small._id, reason: 'correction', delta: -2 },
    });
    expect(toZero.status).toBe(200);
    expect(toZero.body.item.stock).toBe(0);

    const archived = await server.api('POST', `/studio/products/${product._id}/variants/${small._id}/archive`, {
      token: staff,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.product.variants[0]).toMatchObject({ archived: true, ordered: true });
    const page = await server.api('GET', `/product/single/${product._id}`);
    expect(page.body.product.variants.map((v: { _id: string }) => v._id)).toEqual([product.variants[1]._id]);
  });

  it('join a product without variants only once its own stock is 0', async () => {
    const product = await created({ sku: 'PLAIN-STOCK', stock: 3 });
    const refused = await server.api('POST', `/studio/products/${product._id}/variants`, {
      token: staff,
      body: { color: 'Black', price: 10, stock: 1 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Set the product's stock to 0 on its stock page before adding variants");
    const missing = await server.api('PUT', `/studio/products/${product._id}/variants/var_nowhere`, {
      token: staff,
      body: { color: 'Black', price: 10 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Variant not found');
  });
});

describe('categories', () => {
  it('are created, renamed and nested, and a cycle is refused', async () => {
    const parent = await server.api('POST', '/studio/categories', { token: staff, body: { title: 'Film Cameras' } });
    expect(parent.status).toBe(201);
    expect(parent.body.category).toMatchObject({ slug: 'film-cameras', title: 'Film Cameras', parentId: null, productCount: 0 });
    const child = await server.api('POST', '/studio/categories', {
      token: staff,
      body: { title: 'Instant', parentId: parent.body.category._id },
    });
    expect(child.body.category.parentId).toBe(parent.body.category._id);

    const cycle = await server.api('PUT', `/studio/categories/${parent.body.category._id}`, {
      token: staff,
      body: { title: 'Film Cameras', parentId: child.body.category._id },
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.message).toBe('A category cannot be placed inside itself or one of its own sub-categories');

    expect((await server.api('GET', '/category')).body.categories.find((c: { slug: string }) => c.slug === 'instant').title).toBe(
      'Instant',
    );
    server.advanceMinutes(1);
    const renamed = await server.api('PUT', `/studio/categories/${child.body.category._id}`, {
      token: staff,
      body: { title: 'Instant film', parentId: null },
    });
    expect(renamed.body).toMatchObject({ message: 'Category saved', category: { title: 'Instant film', slug: 'instant', parentId: null } });
    // The shop's category list is cached: the rename reaches it at once.
    const shopCategories = await server.api('GET', '/category');
    expect(shopCategories.body.categories.find((c: { slug: string }) => c.slug === 'instant').title).toBe('Instant film');

    const taken = await server.api('POST', '/studio/categories', { token: staff, body: { title: ' film  cameras ' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Another category already has this name');
    const short = await server.api('POST', '/studio/categories', { token: staff, body: { title: 'x' } });
    expect(short.status).toBe(422);
    const unknown = await server.api('POST', '/studio/categories', { token: staff, body: { title: 'Orphans', parentId: 'cat-nowhere' } });
    expect(unknown.body.message).toBe('That parent category does not exist');
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({
      action: 'category.update',
      before: { title: 'Instant' },
      after: { title: 'Instant film', parentId: null },
    });
  });

  it('count only the products on sale', async () => {
    const category = (await server.api('POST', '/studio/categories', { token: staff, body: { title: 'Counted Things' } })).body.category;
    const product = await created({ sku: 'COUNT-1', categoryId: category._id });
    await created({ sku: 'COUNT-2', categoryId: category._id });
    await server.api('POST', `/studio/products/${product._id}/archive`, { token: staff, body: { archived: true } });
    const list = await server.api('GET', '/studio/categories', { token: staff });
    expect(list.body.categories.find((c: { _id: string }) => c._id === category._id).productCount).toBe(1);
  });
});

describe('the studio’s product list', () => {
  it('searches by title or SKU, wildcards taken literally, 50 a page', async () => {
    const bySku = await server.api('GET', '/studio/products', { token: staff, query: { search: 'zan-0' } });
    expect(bySku.body.products.map((p: { sku: string }) => p.sku)).toEqual(['ZAN-001']);
    expect(bySku.body.products[0]).toMatchObject({ stock: 5, variantCount: 2, archived: false, categoryTitle: expect.any(String) });
    const wildcard = await server.api('GET', '/studio/products', { token: staff, query: { search: '%' } });
    expect(wildcard.body.total).toBe(0);
    const all = await server.api('GET', '/studio/products', { token: staff });
    expect(all.body.products).toHaveLength(50);
    expect(all.body.pages).toBe(Math.ceil(all.body.total / 50));
    const second = await server.api('GET', '/studio/products', { token: staff, query: { page: 2 } });
    expect(second.body.products[0]._id).not.toBe(all.body.products[0]._id);
  });

  it('is refused to customers and strangers', async () => {
    expect((await server.api('GET', '/studio/products', { token: shopper.token })).status).toBe(403);
    expect((await server.api('GET', '/studio/products')).status).toBe(401);
    expect((await server.api('POST', '/studio/products', { token: shopper.token, body: productBody() })).status).toBe(403);
    expect((await server.api('GET', '/studio/products', { token: KEY })).status).toBe(200);
  });
});
