import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { addToCart, getCart, removeFromCart, updateCartQuantity } from '../../src/api/cart.ts';
import { messageOr } from '../../src/api/errors.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { cartItem } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const addRequest = {
  productId: 'prod-muslin',
  quantity: 2,
  variantId: 'var-gray',
  selectedAttributes: { color: 'Gray' },
  isPreorder: false,
};

describeApiCases('cart', [
  apiCase({
    name: 'getCart',
    method: 'get',
    path: '/user/cart',
    run: (client) => getCart(client, UNABORTED),
    answer: { success: true, cartItems: [cartItem] },
    expected: [cartItem],
    kind: 'read',
  }),
  apiCase({
    name: 'addToCart',
    method: 'post',
    path: '/user/cart/add',
    run: (client) => addToCart(client, addRequest, UNABORTED),
    answer: {
      success: true,
      message: 'Item added to cart (some items as preorder)',
      inventoryStatus: { type: 'partial_preorder', availableStock: 1, preorderQuantity: 1 },
      cartItems: [cartItem],
    },
    expected: {
      success: true,
      message: 'Item added to cart (some items as preorder)',
      inventoryStatus: { type: 'partial_preorder', availableStock: 1, preorderQuantity: 1 },
      cartItems: [cartItem],
    },
    kind: 'mutation',
    sentBody: addRequest,
  }),
  apiCase({
    name: 'updateCartQuantity',
    method: 'put',
    path: '/user/cart/quantity',
    run: (client) => updateCartQuantity(client, { cartKey: 'prod-muslin:var-gray', quantity: 3 }, UNABORTED),
    answer: { success: true, message: 'Cart updated', cartItems: [{ ...cartItem, quantity: 3 }] },
    expected: [{ ...cartItem, quantity: 3 }],
    kind: 'mutation',
    sentBody: { cartKey: 'prod-muslin:var-gray', quantity: 3 },
  }),
  apiCase({
    name: 'removeFromCart',
    method: 'post',
    path: '/user/cart/remove',
    run: (client) => removeFromCart(client, 'prod-muslin:var-gray', UNABORTED),
    answer: { success: true, message: 'Item removed from cart', cartItems: [] },
    expected: [],
    kind: 'mutation',
    sentBody: { cartKey: 'prod-muslin:var-gray' },
  }),
]);

describe('cart refusals', () => {
  it('carries availableStock when there is not enough stock', async () => {
    server.use(
      http.post(`${BASE_URL}/user/cart/add`, () =>
        HttpResponse.json({ success: false, message: 'Only 3 items available', availableStock: 3 }, { status: 409 }),
      ),
    );
    const error = await fail(addToCart(testClient(TOKEN).client, addRequest, UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 409, message: 'Only 3 items available', availableStock: 3 });
  });

  it('carries availableStock on a 400 too, and the fallback text when there is no message', async () => {
    server.use(http.put(`${BASE_URL}/user/cart/quantity`, () => HttpResponse.json({ success: false, availableStock: 2 }, { status: 400 })));
    const error = await fail(updateCartQuantity(testClient(TOKEN).client, { cartKey: 'k', quantity: 9 }, UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 400, message: '', availableStock: 2 });
    expect(messageOr(error, 'Failed to update cart')).toBe('Failed to update cart');
  });
});
