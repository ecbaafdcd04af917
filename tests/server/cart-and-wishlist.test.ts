import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type CartItem = {
  key: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  isPreorder: boolean;
  product: Record<string, unknown>;
};

describe('cart', () => {
  it('needs a session', async () => {
    const response = await server.api('POST', '/user/cart/add', { body: { productId: 'leica-q3', quantity: 1 } });
    expect(response.status).toBe(401);
    expect((await server.api('GET', '/user/cart')).status).toBe(401);
  });

  it('adds in-stock units to one line per product and variant, with the product view', async () => {
    const { token } = await signedInCustomer(server);
    const first = await server.api('POST', '/user/cart/add', { token, body: { productId: 'canon-rf-50mm-f18', quantity: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Item added to cart');
    expect(first.body).not.toHaveProperty('inventoryStatus');
    await server.api('POST', '/user/cart/add', { token, body: { productId: 'canon-rf-50mm-f18', quantity: 1 } });
    const cart = await server.api('GET', '/user/cart', { token });
    expect(cart.body).toEqual({
      success: true,
      cartItems: [
        {
          key: 'canon-rf-50mm-f18~base~stock',
          productId: 'canon-rf-50mm-f18',
          variantId: null,
          quantity: 3,
          selectedAttributes: {},
          isPreorder: false,
          product: {
            _id: 'canon-rf-50mm-f18',
            title: 'Canon RF 50mm f/1.8 STM Lens',
            image: '/media/products/canon-rf-50mm-f18/1.svg',
            price: 165000,
            discount: 5,
            finalPrice: 165000,
            availableStock: 18,
            isAvailable: true,
            isDigital: false,
            isDiscontinued: false,
          },
        },
      ],
    });
  });

  it('asks for a variant when a product has several, and uses the variant price and stock', async () => {
    const { token } = await signedInCustomer(server);
    const none = await server.api('POST', '/user/cart/add', { token, body: { productId: 'photographer-tee', quantity: 1 } });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ success: false, message: 'Please select product options' });
    const added = await server.api('POST', '/user/cart/add', {
      token,
      body: {
        productId: 'vinyl-backdrop-white',
        variantId: 'vinyl-backdrop-white--xl',
        quantity: 1,
        selectedAttributes: { size: 'XL', color: '' },
      },
    });
    expect(added.body.cartItems[0]).toMatchObject({
      key: 'vinyl-backdrop-white~vinyl-backdrop-white--xl~stock',
      selectedAttributes: { size: 'XL' },
      product: {
        price: 78000,
        finalPrice: 78000,
        availableStock: 2,
        image: '/media/products/vinyl-backdrop-white/vinyl-backdrop-white--xl.svg',
      },
    });
    const unknown = await server.api('POST', '/user/cart/add', {
      token,
      body: { productId: 'photographer-tee', variantId: 'nope', quantity: 1 },
    });
    expect(unknown.status).toBe(404);
  });

  it("stores a variant's own attributes, whatever the request claims", async () => {
    const { token } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/cart/add', {
      token,
      body: {
        productId: 'photographer-tee',
        variantId: 'photographer-tee--red-m',
        quantity: 1,
        selectedAttributes: { color: 'Gold', size: 'XXL' },
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.cartItems[0].selectedAttributes).toEqual({ color: 'Red', size: 'M' });
  });

  it.each<[string, Record<string, string>, string]>([
    ['an unknown attribute', { colour: 'Red' }, 'selectedAttributes.colour is not allowed'],
    ['a value over 50 characters', { color: 'x'.repeat(51) }, 'selectedAttributes.color must NOT have more than 50 characters'],
    // A larger body is a 413 before any check (order-limits.test.ts); under that limit the schema refuses it.
    ['a 40 KB value', { finish: 'x'.repeat(40 * 1024) }, 'selectedAttributes.finish must NOT have more than 50 characters'],
  ])('refuses selected attributes with %s, on the cart and the wishlist', async (_label, selectedAttributes, message) => {
    const { token } = await signedInCustomer(server);
    for (const [path, body] of [
      ['/user/cart/add', { productId: 'canon-rf-50mm-f18', quantity: 1, selectedAttributes }],
      ['/user/wishlist/add', { productId: 'canon-rf-50mm-f18', selectedAttributes }],
    ] as const) {
      const response = await server.api('POST', path, { token, body });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ success: false, message });
    }
  });

  it('refuses more than the stock of a product without pre-order, with availableStock', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('POST', '/user/cart/add', { token, body: { productId: 'tether-cable-usb-c', quantity: 1 } });
    const more = await server.api('POST', '/user/cart/add', { token, body: { productId: 'tether-cable-usb-c', quantity: 1 } });
    expect(more.status).toBe(409);
    expect(more.body).toEqual({ success: false, message: 'This item is out of stock', availableStock: 0 });
    const dji = await server.api('POST', '/user/cart/add', { token, body: { productId: 'dji-rs-4-gimbal', quantity: 5 } });
    expect(dji.status).toBe(409);
    expect(dji.body).toEqual({ success: false, message: 'Only 3 items available', availableStock: 3 });
    const soldOut = await server.api('POST', '/user/cart/add', { token, body: { productId: 'leica-q3', quantity: 1, isPreorder: true } });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toEqual({ success: false, message: 'This item is out of stock', availableStock: 0 });
  });

  it('puts units of an out-of-stock product that allows pre-order on a pre-order line', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/user/cart/add', {
      token,
      body: { productId: 'sony-fe-85mm-f18', quantity: 2, isPreorder: true },
    });
    expect(response.body.message).toBe('Pre-order item added to cart');
    expect(response.body.inventoryStatus).toEqual({ type: 'preorder', availableStock: 0, preorderQuantity: 2 });
    expect(response.body.cartItems).toEqual([
      expect.objectContaining({
        key: 'sony-fe-85mm-f18~base~preorder',
        quantity: 2,
        isPreorder: true,
        product: expect.objectContaining({ availableStock: 0, isAvailable: false }),
      }),
    ]);
  });

  it('splits a quantity beyond stock into stock and pre-order (partial_preorder)', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/user/cart/add', { token, body: { productId: 'godox-ad600pro-kit', quantity: 6 } });
    expect(response.body.message).toBe('Item added to cart (some items as preorder)');
    expect(response.body.inventoryStatus).toEqual({ type: 'partial_preorder', availableStock: 4, preorderQuantity: 2 });
    expect(response.body.cartItems.map((item: CartItem) => [item.key, item.quantity, item.isPreorder, item.product.isAvailable])).toEqual([
      ['godox-ad600pro-kit~base~stock', 4, false, true],
      ['godox-ad600pro-kit~base~preorder', 2, true, false],
    ]);
  });

  it('sets quantities within stock, refuses more with 409, and removes lines', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('POST', '/user/cart/add', { token, body: { productId: 'dji-rs-4-gimbal', quantity: 1 } });
    const key = 'dji-rs-4-gimbal~base~stock';
    const updated = await server.api('PUT', '/user/cart/quantity', { token, body: { cartKey: key, quantity: 3 } });
    expect(updated.body).toMatchObject({ success: true, message: 'Cart updated', cartItems: [expect.objectContaining({ quantity: 3 })] });
    const tooMany = await server.api('PUT', '/user/cart/quantity', { token, body: { cartKey: key, quantity: 4 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ success: false, message: 'Only 3 items available', availableStock: 3 });
    const zero = await server.api('PUT', '/user/cart/quantity', { token, body: { cartKey: key, quantity: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({ success: false, message: 'quantity must be >= 1' });
    const removed = await server.api('POST', '/user/cart/remove', { token, body: { cartKey: key } });
    expect(removed.body).toEqual({ success: true, message: 'Item removed from cart', cartItems: [] });
    const again = await server.api('POST', '/user/cart/remove', { token, body: { cartKey: key } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'Cart item not found' });
    const missing = await server.api('PUT', '/user/cart/quantity', { token, body: { cartKey: key, quantity: 1 } });
    expect(missing.status).toBe(404);
  });

  it('keeps a line at 99 units at most', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('POST', '/user/cart/add', { token, body: { productId: 'presets-melanin-glow', quantity: 99 } });
    const over = await server.api('POST', '/user/cart/add', { token, body: { productId: 'presets-melanin-glow', quantity: 1 } });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ success: false, message: 'You can add at most 99 of this item' });
  });

  it("keeps each customer's cart to themselves", async () => {
    const alice = await signedInCustomer(server);
    const bola = await signedInCustomer(server);
    await server.api('POST', '/user/cart/add', { token: alice.token, body: { productId: 'lens-mug', quantity: 1 } });
    expect((await server.api('GET', '/user/cart', { token: bola.token })).body.cartItems).toEqual([]);
    const steal = await server.api('POST', '/user/cart/remove', { token: bola.token, body: { cartKey: 'lens-mug~base~stock' } });
    expect(steal.status).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds once, shows in /user/me, and removes without error even when absent', async () => {
    const { token } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/wishlist/add', { token, body: { productId: 'leica-q3' } });
    expect(added.body.message).toBe('Added to wishlist');
    await server.api('POST', '/user/wishlist/add', { token, body: { productId: 'leica-q3' } });
    const variant = await server.api('POST', '/user/wishlist/add', {
      token,
      body: { productId: 'photographer-tee', variantId: 'photographer-tee--red-m', selectedAttributes: { color: 'Red', size: 'M' } },
    });
    expect(
      variant.body.wishlist.map((entry: { productId: { _id: string }; variantId: string | null }) => [
        entry.productId._id,
        entry.variantId,
      ]),
    ).toEqual([
      ['leica-q3', null],
      ['photographer-tee', 'photographer-tee--red-m'],
    ]);
    const me = await server.api('GET', '/user/me', { token });
    expect(me.body.user.wishlist).toHaveLength(2);
    expect(me.body.user.wishlist[1]).toMatchObject({
      selectedAttributes: { color: 'Red', size: 'M' },
      productId: { title: 'Shoot in Manual T-shirt' },
    });

    const removed = await server.api('POST', '/user/wishlist/remove', { token, body: { productId: 'leica-q3' } });
    expect(removed.body).toMatchObject({ success: true, message: 'Removed from wishlist' });
    expect(removed.body.wishlist).toHaveLength(1);
    const absent = await server.api('POST', '/user/wishlist/remove', { token, body: { productId: 'leica-q3' } });
    expect(absent.status).toBe(200);
    expect(absent.body.wishlist).toHaveLength(1);
  });

  it("stores a variant's own attributes on its entry, whatever the request claims", async () => {
    const { token } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/wishlist/add', {
      token,
      body: {
        productId: 'photographer-tee',
        variantId: 'photographer-tee--red-m',
        selectedAttributes: { color: 'Gold', material: 'Silk' },
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.wishlist[0].selectedAttributes).toEqual({ color: 'Red', size: 'M' });
  });

  it('answers 404 for an unknown product', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/user/wishlist/add', { token, body: { productId: 'nope' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('product view tracking', () => {
  it("counts views towards the customer's totalViews and keeps recently viewed products", async () => {
    const { token } = await signedInCustomer(server);
    expect((await server.api('POST', '/product/view/leica-q3', { token })).body).toEqual({ success: true });
    await server.api('POST', '/product/view/lens-mug', { token });
    expect((await server.api('GET', '/user/me', { token })).body.user.totalViews).toBe(2);
    expect((await server.api('POST', '/product/view/nope', { token })).status).toBe(404);
    expect((await server.api('POST', '/user/recently-viewed', { token, body: { productId: 'lens-mug' } })).body).toEqual({ success: true });
    expect((await server.api('POST', '/user/recently-viewed', { token, body: { productId: 'nope' } })).status).toBe(400);
  });
  it('counts one view per customer, product and Lagos day, however often the call is made', async () => {
    const popularity = async () =>
      (await server.db.query<{ popularity: number }>("select popularity from products where id = 'leica-q3'"))[0]?.popularity;
    const first = await signedInCustomer(server);
    const second = await signedInCustomer(server);
    const before = await popularity();
    server.now = new Date('2026-11-21T21:00:00.000Z');
    for (let call = 0; call < 5; call += 1) await server.api('POST', '/product/view/leica-q3', { token: first.token });
    await server.api('POST', '/product/view/leica-q3', { token: second.token });
    expect(await popularity()).toBe((before ?? 0) + 2);
    expect((await server.api('GET', '/user/me', { token: first.token })).body.user.totalViews).toBe(1);
    // 22:59 UTC is still the 21st in Lagos (UTC+1); 23:00 UTC is the 22nd.
    server.now = new Date('2026-11-21T22:59:59.000Z');
    await server.api('POST', '/product/view/leica-q3', { token: first.token });
    expect(await popularity()).toBe((before ?? 0) + 2);
    server.now = new Date('2026-11-21T23:00:00.000Z');
    await server.api('POST', '/product/view/leica-q3', { token: first.token });
    await server.api('POST', '/product/view/leica-q3', { token: first.token });
    expect(await popularity()).toBe((before ?? 0) + 3);
    expect((await server.api('GET', '/user/me', { token: first.token })).body.user.totalViews).toBe(2);
  });
});
