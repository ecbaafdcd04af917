import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { OYO_ADDRESS, payOrder, placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const COURSE = 'course-lighting-fundamentals';
const GUIDE = 'guide-wedding-photography';
const LENS = 'canon-rf-50mm-f18';

async function priceOf(productId: string): Promise<number> {
  const [row] = await server.db.query<{ final_price: number }>('select final_price from products where id = $1', [productId]);
  return Number(row?.final_price);
}

describe('an order of digital products alone', () => {
  it('takes no address and no shipping method, charges no shipping and shows no delivery', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/order/create', {
      token,
      body: { items: [{ productId: COURSE, quantity: 1 }], paymentMethod: 'paystack' },
    });
    expect(response.status).toBe(201);
    const { order } = response.body;
    const price = await priceOf(COURSE);
    expect(order).toMatchObject({
      shippingMethod: null,
      shippingAddress: null,
      billingAddress: null,
      estimatedDeliveryDate: null,
      shipping: { cost: 0 },
      subtotal: price,
      amount: price,
    });
  });

  it('keeps neither an address nor a method sent with it, and charges no shipping', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(
      server,
      token,
      [
        { productId: COURSE, quantity: 1 },
        { productId: GUIDE, quantity: 1 },
      ],
      { shippingMethod: 'premium' },
    );
    expect(order.shippingMethod).toBeNull();
    expect(order.shippingAddress).toBeNull();
    expect(order.shipping.cost).toBe(0);
    expect(order.amount).toBe((await priceOf(COURSE)) + (await priceOf(GUIDE)));
  });

  it('still checks an address that is sent', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/order/create', {
      token,
      body: {
        items: [{ productId: COURSE, quantity: 1 }],
        paymentMethod: 'paystack',
        shippingAddress: { ...OYO_ADDRESS, phone: 'call me' },
        billingAddress: OYO_ADDRESS,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid phone number format');
  });

  it('grants its downloads when paid', async () => {
    const { token } = await signedInCustomer(server);
    const created = await server.api('POST', '/order/create', {
      token,
      body: { items: [{ productId: GUIDE, quantity: 1 }], paymentMethod: 'paystack' },
    });
    await payOrder(server, token, created.body.order._id);
    const list = await server.api('GET', '/user/digital-products', { token });
    expect(list.body.digitalProducts.map((grant: { productId: string }) => grant.productId)).toEqual([GUIDE]);
    const detail = await server.api('GET', `/order/${created.body.order._id}`, { token });
    expect(detail.body.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', shippingAddress: null });
  });
});

describe('an order with a physical line', () => {
  it('needs a delivery address, with or without digital lines', async () => {
    const { token } = await signedInCustomer(server);
    for (const items of [
      [{ productId: LENS, quantity: 1 }],
      [
        { productId: COURSE, quantity: 1 },
        { productId: LENS, quantity: 1 },
      ],
    ]) {
      const response = await server.api('POST', '/order/create', {
        token,
        body: { items, paymentMethod: 'paystack', shippingMethod: 'standard' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please select a delivery address');
    }
  });

  it('ships by standard delivery when no method is given, and charges it on a mixed order', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(
      server,
      token,
      [
        { productId: COURSE, quantity: 1 },
        { productId: LENS, quantity: 1 },
      ],
      { shippingMethod: undefined },
    );
    expect(order.shippingMethod).toBe('standard');
    expect(order.shippingAddress).toMatchObject({ fullName: OYO_ADDRESS.fullName, state: 'Oyo' });
    expect(order.shipping.cost).toBe(5000);
    expect(order.amount).toBe((await priceOf(COURSE)) + (await priceOf(LENS)) + 5000);
  });
});

describe('the cart', () => {
  it('says which lines are digital', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('POST', '/user/cart/add', { token, body: { productId: COURSE, quantity: 1 } });
    await server.api('POST', '/user/cart/add', { token, body: { productId: LENS, quantity: 1 } });
    const cart = await server.api('GET', '/user/cart', { token });
    const digital = Object.fromEntries(
      cart.body.cartItems.map((line: { productId: string; product: { isDigital: boolean } }) => [line.productId, line.product.isDigital]),
    );
    expect(digital).toEqual({ [COURSE]: true, [LENS]: false });
  });
});
