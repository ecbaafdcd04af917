import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { addToCart, removeFromCart, updateCartQuantity } from '../../src/api/cart.ts';
import { getProduct, getProductVariants, listProducts } from '../../src/api/catalogue.ts';
import type { OrderCreateRequest } from '../../src/api/models.ts';
import { cancelOrder, createOrder } from '../../src/api/orders.ts';
import { cartItem, order, product } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

/** Counts the catalogue reads that reach the server. */
function countCatalogueReads() {
  const reads = { product: 0, list: 0, variants: 0 };
  server.use(
    http.get(`${BASE_URL}/product/list`, () => {
      reads.list += 1;
      return HttpResponse.json({
        success: true,
        products: [product],
        pagination: { currentPage: 1, totalPages: 1, totalProducts: 1, hasNextPage: false, hasPrevPage: false },
      });
    }),
    http.get(`${BASE_URL}/product/variants/:id`, () => {
      reads.variants += 1;
      return HttpResponse.json({ success: true, filteredVariants: [], exactMatch: null });
    }),
    http.get(`${BASE_URL}/product/single/:id`, () => {
      reads.product += 1;
      return HttpResponse.json({ success: true, product });
    }),
    http.post(`${BASE_URL}/user/cart/add`, () =>
      HttpResponse.json({ success: true, message: 'Item added to cart', cartItems: [cartItem] }),
    ),
    http.put(`${BASE_URL}/user/cart/quantity`, () => HttpResponse.json({ success: true, cartItems: [cartItem] })),
    http.post(`${BASE_URL}/user/cart/remove`, () => HttpResponse.json({ success: true, cartItems: [] })),
    http.post(`${BASE_URL}/order/create`, () =>
      HttpResponse.json({ success: true, message: 'Order created', order, hasPreorderItems: false }, { status: 201 }),
    ),
    http.post(`${BASE_URL}/order/:id/cancel`, () => HttpResponse.json({ success: true, order: { ...order, status: 'cancelled' } })),
  );
  return reads;
}

type Client = ReturnType<typeof testClient>['client'];

async function readCatalogue(client: Client) {
  await succeed(getProduct(client, product._id, UNABORTED));
  await succeed(listProducts(client, {}, UNABORTED));
  await succeed(getProductVariants(client, product._id, { color: 'Gray' }, UNABORTED));
}

const address = {
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};
const orderRequest: OrderCreateRequest = {
  items: [{ productId: product._id, variantId: null, quantity: 1, selectedAttributes: {}, isPreorder: false }],
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'paystack',
  shippingMethod: 'standard',
};

describe('a cart change, an order placed or an order cancelled drops the cached answers that show stock', () => {
  it.each([
    ['addToCart', (client: Client) => succeed(addToCart(client, { productId: product._id, quantity: 1 }, UNABORTED))],
    ['updateCartQuantity', (client: Client) => succeed(updateCartQuantity(client, { cartKey: 'k', quantity: 2 }, UNABORTED))],
    ['removeFromCart', (client: Client) => succeed(removeFromCart(client, 'k', UNABORTED))],
    ['createOrder', (client: Client) => succeed(createOrder(client, orderRequest, UNABORTED))],
    ['cancelOrder', (client: Client) => succeed(cancelOrder(client, order._id, 'Ordered by mistake', UNABORTED))],
  ] as const)('%s: the next product, list and variant reads ask the server again', async (_name, change) => {
    const reads = countCatalogueReads();
    const { client } = testClient(TOKEN);
    await readCatalogue(client);
    await readCatalogue(client);
    expect(reads).toEqual({ product: 1, list: 1, variants: 1 });
    await change(client);
    await readCatalogue(client);
    expect(reads).toEqual({ product: 2, list: 2, variants: 2 });
  });

  it('keeps the cache when the cart change fails', async () => {
    const reads = countCatalogueReads();
    server.use(
      http.post(`${BASE_URL}/user/cart/add`, () =>
        HttpResponse.json({ success: false, message: 'Out of stock', availableStock: 0 }, { status: 409 }),
      ),
    );
    const { client } = testClient(TOKEN);
    await readCatalogue(client);
    await fail(addToCart(client, { productId: product._id, quantity: 1 }, UNABORTED));
    await readCatalogue(client);
    expect(reads).toEqual({ product: 1, list: 1, variants: 1 });
  });
});

describe('an order refused', () => {
  it('keeps the cache when the order is refused', async () => {
    const reads = countCatalogueReads();
    server.use(
      http.post(`${BASE_URL}/order/create`, () =>
        HttpResponse.json({ success: false, message: 'Out of stock', canPreorder: false }, { status: 409 }),
      ),
    );
    const { client } = testClient(TOKEN);
    await readCatalogue(client);
    await fail(createOrder(client, orderRequest, UNABORTED));
    await readCatalogue(client);
    expect(reads).toEqual({ product: 1, list: 1, variants: 1 });
  });
});
