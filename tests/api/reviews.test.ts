import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getProduct } from '../../src/api/catalogue.ts';
import { messageOr } from '../../src/api/errors.ts';
import { createReview } from '../../src/api/reviews.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { product, review } from './support/fixtures.ts';
import { BASE_URL, TOKEN, fail, plain, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const request = { productId: 'prod-muslin', rating: 5, comment: 'Sturdy and folds flat.' };

describeApiCases('reviews', [
  apiCase({
    name: 'createReview',
    method: 'post',
    path: '/product/review',
    run: (client) => createReview(client, request, UNABORTED),
    status: 201,
    answer: { success: true, message: 'Review published! Thank you for your feedback.', review },
    expected: review,
    kind: 'mutation',
    sentBody: request,
  }),
]);

describe('review specifics', () => {
  it('gives an already-reviewed product as Rejected 400 with the server message', async () => {
    server.use(
      http.post(`${BASE_URL}/product/review`, () =>
        HttpResponse.json({ success: false, message: 'You have already reviewed this product' }, { status: 400 }),
      ),
    );
    const error = await fail(createReview(testClient(TOKEN).client, request, UNABORTED));
    expect(plain(error)).toEqual({ _tag: 'Rejected', status: 400, message: 'You have already reviewed this product' });
    expect(messageOr(error, 'Failed to add review')).toBe('You have already reviewed this product');
  });

  it('asks for the product again after a review (its rating changed)', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/product/single/:id`, () => {
        reads += 1;
        return HttpResponse.json({ success: true, product });
      }),
      http.post(`${BASE_URL}/product/review`, () => HttpResponse.json({ success: true, message: 'ok', review }, { status: 201 })),
    );
    const { client } = testClient(TOKEN);
    await succeed(getProduct(client, 'prod-muslin', UNABORTED));
    await succeed(createReview(client, request, UNABORTED));
    await succeed(getProduct(client, 'prod-muslin', UNABORTED));
    expect(reads).toBe(2);
  });
});
