import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getMe } from '../../src/api/account.ts';
import { addToWishlist, removeFromWishlist } from '../../src/api/wishlist.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { user, wishlistEntry } from './support/fixtures.ts';
import { BASE_URL, TOKEN, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

describeApiCases('wishlist', [
  apiCase({
    name: 'addToWishlist',
    method: 'post',
    path: '/user/wishlist/add',
    run: (client) => addToWishlist(client, { productId: 'prod-muslin', variantId: null, selectedAttributes: {} }, UNABORTED),
    answer: { success: true, message: 'Added to wishlist', wishlist: [wishlistEntry] },
    expected: [wishlistEntry],
    kind: 'mutation',
    sentBody: { productId: 'prod-muslin', variantId: null, selectedAttributes: {} },
  }),
  apiCase({
    name: 'removeFromWishlist',
    method: 'post',
    path: '/user/wishlist/remove',
    run: (client) => removeFromWishlist(client, { productId: 'prod-muslin', variantId: null }, UNABORTED),
    answer: { success: true, message: 'Removed from wishlist', wishlist: [] },
    expected: [],
    kind: 'mutation',
    sentBody: { productId: 'prod-muslin', variantId: null },
  }),
]);

describe('wishlist specifics', () => {
  it('makes the next getMe ask the server (the wishlist comes with the user)', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/user/me`, () => {
        reads += 1;
        return HttpResponse.json({ success: true, user });
      }),
      http.post(`${BASE_URL}/user/wishlist/remove`, () =>
        HttpResponse.json({ success: true, message: 'Removed from wishlist', wishlist: [] }),
      ),
    );
    const { client } = testClient(TOKEN);
    await succeed(getMe(client, UNABORTED));
    await succeed(removeFromWishlist(client, { productId: 'prod-muslin' }, UNABORTED));
    await succeed(getMe(client, UNABORTED));
    expect(reads).toBe(2);
  });
});
