import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInCustomer, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { orderBody, setStock, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signedInCustomer(server));
});
afterAll(async () => server.close());

const MUG = 'lens-mug';

async function orderCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from orders');
  return row?.count ?? 0;
}

describe('the purchase and account calls take only the fields the contract declares', () => {
  it.each([
    ['a price on a line', orderBody([{ productId: MUG, quantity: 1, price: 1 } as never]), 'items[0].price is not allowed'],
    ['a total on the order', orderBody([{ productId: MUG, quantity: 1 }], { total: 1 }), 'total is not allowed'],
    ['an amount on the order', orderBody([{ productId: MUG, quantity: 1 }], { amount: 1 }), 'amount is not allowed'],
    [
      'a subtotal inside the address',
      orderBody([{ productId: MUG, quantity: 1 }], { shippingAddress: { ...(orderBody([]).shippingAddress as object), subtotal: 1 } }),
      'shippingAddress.subtotal is not allowed',
    ],
  ])('refuses an order with %s: 400 naming the field, no order, no stock taken', async (_label, body, message) => {
    await setStock(server, MUG, 20);
    const before = await orderCount();
    const response = await server.api('POST', '/order/create', { token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(server, MUG)).toBe(20);
  });

  it('still creates the order the checkout sends', async () => {
    await setStock(server, MUG, 20);
    const response = await server.api('POST', '/order/create', {
      token,
      body: orderBody([{ productId: MUG, quantity: 1, variantId: null, selectedAttributes: {}, isPreorder: false }], {
        notes: 'Ring twice',
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body.order.amount).toBe(9_000 + 5_000);
  });

  it('registers with the fields the sign-up form sends (confirmPassword included) and refuses any other', async () => {
    const form = { name: 'Chidi Eze', email: uniqueEmail('closed'), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    expect((await server.api('POST', '/user/register', { body: form, remoteAddress: uniqueAddress() })).status).toBe(201);
    const elevated = await server.api('POST', '/user/register', {
      body: { ...form, email: uniqueEmail('closed'), role: 'admin' },
      remoteAddress: uniqueAddress(),
    });
    expect(elevated.status).toBe(400);
    expect(elevated.body).toEqual({ success: false, message: 'role is not allowed' });
  });

  it.each([
    ['POST', '/user/login', { email: 'a@example.ng', password: 'x', remember: true }, 'remember is not allowed'],
    ['POST', '/user/cart/add', { productId: MUG, quantity: 1, price: 1 }, 'price is not allowed'],
    ['PUT', '/user/cart/quantity', { cartKey: 'k', quantity: 1, price: 1 }, 'price is not allowed'],
    ['POST', '/user/cart/remove', { cartKey: 'k', all: true }, 'all is not allowed'],
    ['POST', '/user/wishlist/add', { productId: MUG, note: 'x' }, 'note is not allowed'],
    ['POST', '/user/wishlist/remove', { productId: MUG, note: 'x' }, 'note is not allowed'],
    [
      'POST',
      '/user/address',
      { label: 'Home', fullName: 'A', address: 'B', city: 'C', state: 'Lagos', zipCode: '1', phone: '0803', userId: 'usr_x' },
      'userId is not allowed',
    ],
    [
      'POST',
      '/payment/initialize',
      { orderId: 'ord_x', callbackUrl: 'http://shop.test/payment/status', amount: 1 },
      'amount is not allowed',
    ],
  ] as const)('%s %s refuses an undocumented field', async (method, path, body, message) => {
    const response = await server.api(method, path, { token, body, remoteAddress: uniqueAddress() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });
});
