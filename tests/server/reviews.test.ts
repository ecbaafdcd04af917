import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder, setStock } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const KIT = 'lens-cleaning-kit';

async function deliveredOrderOf(productId: string, name = 'Tunde Bakare') {
  const customer = await signedInCustomer(server, name);
  await setStock(server, productId, 50);
  const order = await placeOrder(server, customer.token, [{ productId, quantity: 1 }]);
  await payOrder(server, customer.token, order._id);
  await server.db.query("update orders set status = 'delivered' where id = $1", [order._id]);
  return { ...customer, order };
}

async function ratingOf(productId: string) {
  const [row] = await server.db.query<{ average_rating: number; review_count: number }>(
    'select average_rating, review_count from products where id = $1',
    [productId],
  );
  return row;
}

describe('POST /product/review', () => {
  it('publishes a verified-purchase review, updates the rating and marks the order item', async () => {
    const { token, order } = await deliveredOrderOf(KIT);
    const before = await ratingOf(KIT);
    const response = await server.api('POST', '/product/review', {
      token,
      body: { productId: KIT, rating: 4, comment: '  Everything I need in one pouch.  ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Review published! Thank you for your feedback.',
      review: {
        _id: expect.any(String),
        userId: { name: 'Tunde Bakare' },
        rating: 4,
        comment: 'Everything I need in one pouch.',
        date: server.now.toISOString(),
        verifiedPurchase: true,
      },
    });
    const after = await ratingOf(KIT);
    expect(after?.review_count).toBe((before?.review_count ?? 0) + 1);
    const product = await server.api('GET', `/product/single/${KIT}`);
    expect(product.body.product.reviewCount).toBe(after?.review_count);
    expect(
      product.body.product.reviews.some(
        (review: { comment: string; verifiedPurchase: boolean }) =>
          review.comment === 'Everything I need in one pouch.' && review.verifiedPurchase,
      ),
    ).toBe(true);
    // The public product page names the author, never the account behind the review.
    const [author] = await server.db.query<{ user_id: string }>('select user_id from reviews where id = $1', [response.body.review._id]);
    expect(author?.user_id).toMatch(/^usr_/);
    expect(JSON.stringify(product.body)).not.toContain(author?.user_id);
    expect(JSON.stringify((await server.api('GET', '/product/list', { query: { inStock: 'false', limit: 100 } })).body)).not.toContain(
      author?.user_id,
    );
    const detail = await server.api('GET', `/order/${order._id}`, { token });
    expect(detail.body.order.items[0].reviews).toEqual([response.body.review]);
  });

  it('moves averageRating with each review', async () => {
    const product = 'lens-mug';
    const first = await deliveredOrderOf(product);
    await server.db.query('delete from reviews where product_id = $1', [product]);
    await server.api('POST', '/product/review', { token: first.token, body: { productId: product, rating: 5, comment: 'Great' } });
    const second = await deliveredOrderOf(product);
    await server.api('POST', '/product/review', { token: second.token, body: { productId: product, rating: 2, comment: 'Leaks' } });
    expect(await ratingOf(product)).toEqual({ average_rating: 3.5, review_count: 2 });
  });

  it("answers 400 'You have already reviewed this product' the second time", async () => {
    const { token } = await deliveredOrderOf(KIT);
    const body = { productId: KIT, rating: 5, comment: 'Lovely' };
    expect((await server.api('POST', '/product/review', { token, body })).status).toBe(201);
    const count = (await ratingOf(KIT))?.review_count;
    const again = await server.api('POST', '/product/review', { token, body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'You have already reviewed this product' });
    expect((await ratingOf(KIT))?.review_count).toBe(count);
  });

  it('lets only one of two simultaneous reviews in', async () => {
    const { token } = await deliveredOrderOf(KIT);
    const body = { productId: KIT, rating: 3, comment: 'Fine' };
    const answers = await Promise.all([1, 2, 3].map(() => server.api('POST', '/product/review', { token, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it("refuses a product without a delivered order: 'This order is not eligible for reviews yet.'", async () => {
    const customer = await signedInCustomer(server);
    const never = await server.api('POST', '/product/review', {
      token: customer.token,
      body: { productId: KIT, rating: 5, comment: 'Never bought it' },
    });
    expect(never.status).toBe(422);
    expect(never.body).toEqual({ success: false, message: 'This order is not eligible for reviews yet.' });
    await setStock(server, KIT, 50);
    const order = await placeOrder(server, customer.token, [{ productId: KIT, quantity: 1 }]);
    await payOrder(server, customer.token, order._id);
    const shipped = await server.api('POST', '/product/review', {
      token: customer.token,
      body: { productId: KIT, rating: 5, comment: 'Not here yet' },
    });
    expect(shipped.status).toBe(422);
  });

  // 400 means only 'already reviewed' here (the app reads it so): every validation failure is a 422.
  it.each([
    [{ rating: 5, comment: '' }, 'Please write a comment'],
    [{ rating: 5, comment: '   ' }, 'Please write a comment'],
    [{ rating: 5, comment: ' \n\t ' }, 'Please write a comment'],
    [{ rating: 5, comment: 'x'.repeat(501) }, 'Comment must be 500 characters or less'],
    [{ rating: 0, comment: 'Bad' }, 'rating must be >= 1'],
    [{ rating: 6, comment: 'Too good' }, 'rating must be <= 5'],
    [{ rating: 4.5, comment: 'Half' }, 'rating must be integer'],
    [{ rating: 'five', comment: 'Words' }, 'rating must be integer'],
    [{ rating: 5 }, 'comment is required'],
    [{ rating: 5, comment: 'Cheap!', price: 1 }, 'price is not allowed'],
  ])("answers 422 for %o with the rule's own message", async (fields, message) => {
    const { token } = await deliveredOrderOf(KIT);
    const response = await server.api('POST', '/product/review', { token, body: { productId: KIT, ...fields } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, message });
  });

  it('answers 422 for a body that is not JSON', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/product/review', {
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"rating": ',
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('accepts a 500-character comment and ratings 1 and 5', async () => {
    const { token } = await deliveredOrderOf(KIT);
    const response = await server.api('POST', '/product/review', { token, body: { productId: KIT, rating: 1, comment: 'y'.repeat(500) } });
    expect(response.status).toBe(201);
  });

  it('trims before it counts: 500 characters between spaces are accepted and stored without them', async () => {
    const { token } = await deliveredOrderOf(KIT);
    const comment = 'z'.repeat(500);
    const response = await server.api('POST', '/product/review', {
      token,
      body: { productId: KIT, rating: 5, comment: `   ${comment}   ` },
    });
    expect(response.status).toBe(201);
    expect(response.body.review.comment).toBe(comment);
  });

  it('answers 404 for an unknown product', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('POST', '/product/review', { token, body: { productId: 'nothing', rating: 5, comment: 'Hm' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Product not found' });
  });
});
