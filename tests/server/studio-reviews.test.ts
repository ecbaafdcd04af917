import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-reviews-key-0123456789abcdef';
let server: TestServer;
let staff: string;
let owner: string;

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff } = await signedInStaff(server, owner));
});
afterAll(async () => server.close());

/** A product with exactly two reviews, rated 5 and 1 (average 3). */
async function productWithTwoReviews(): Promise<{ productId: string; good: string; bad: string }> {
  const [product] = await server.db.query<{ id: string }>('select id from products order by id limit 1 offset 3');
  if (!product) throw new Error('no product');
  await server.db.query('delete from reviews where product_id = $1', [product.id]);
  const at = server.now;
  await server.db.query(
    `insert into reviews (id, product_id, author_name, rating, comment, verified_purchase, created_at)
     values ('rev_good', $1, 'Kemi', 5, 'Lovely and sturdy', true, $2), ('rev_bad', $1, 'Troll', 1, 'Abusive words here', false, $3)`,
    [product.id, new Date(at.getTime() - 60_000), at],
  );
  return { productId: product.id, good: 'rev_good', bad: 'rev_bad' };
}

const productOf = async (id: string) => (await server.api('GET', `/product/single/${id}`)).body.product;
const visibility = (id: string, body: Record<string, unknown>, token = staff) =>
  server.api('POST', `/studio/reviews/${id}/visibility`, { token, body });

describe('the studio’s review moderation', () => {
  it('lists every review newest first, with its product', async () => {
    const { productId } = await productWithTwoReviews();
    const list = await server.api('GET', '/studio/reviews', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.reviews.slice(0, 2)).toMatchObject([
      { _id: 'rev_bad', productId, author: 'Troll', rating: 1, hidden: false, hiddenReason: null },
      { _id: 'rev_good', productId, author: 'Kemi', rating: 5, hidden: false, hiddenReason: null },
    ]);
    expect(list.body.page).toBe(1);
  });

  it('hides a review with a reason: it leaves the product’s page, average and count; shown again, it counts again', async () => {
    const { productId } = await productWithTwoReviews();
    expect(await productOf(productId)).toMatchObject({ averageRating: 3, reviewCount: 2 });
    const hidden = await visibility('rev_bad', { hidden: true, reason: '  Insults another customer ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: 'Review hidden', review: { hidden: true, hiddenReason: 'Insults another customer' } });
    const product = await productOf(productId);
    expect(product).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(product.reviews.map((review: { comment: string }) => review.comment)).toEqual(['Lovely and sturdy']);

    const shown = await visibility('rev_bad', { hidden: false });
    expect(shown.body).toMatchObject({ message: 'Review shown', review: { hidden: false, hiddenReason: null } });
    expect(await productOf(productId)).toMatchObject({ averageRating: 3, reviewCount: 2 });
  });

  it('hiding every review leaves an average of 0 and a count of 0', async () => {
    const { productId } = await productWithTwoReviews();
    await visibility('rev_bad', { hidden: true, reason: 'Abuse' });
    await visibility('rev_good', { hidden: true, reason: 'Duplicate' });
    expect(await productOf(productId)).toMatchObject({ averageRating: 0, reviewCount: 0, reviews: [] });
  });

  it('wants a reason to hide, and knows only real reviews', async () => {
    await productWithTwoReviews();
    for (const body of [{ hidden: true }, { hidden: true, reason: '   ' }]) {
      const answer = await visibility('rev_bad', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Please give a reason for hiding the review' });
    }
    const missing = await visibility('rev_nobody', { hidden: true, reason: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Review not found' });
  });

  it('records who hid what in the audit log, and refuses customers', async () => {
    await productWithTwoReviews();
    server.advanceMinutes(1);
    await visibility('rev_bad', { hidden: true, reason: 'Abuse' });
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({
      action: 'review.hide',
      subject: expect.stringContaining('review rev_bad'),
      before: { hidden: false, reason: null },
      after: { hidden: true, reason: 'Abuse' },
    });
    const { token } = await signedInCustomer(server);
    expect((await server.api('GET', '/studio/reviews', { token })).status).toBe(403);
    expect((await visibility('rev_good', { hidden: true, reason: 'x' }, token)).status).toBe(403);
  });
});
