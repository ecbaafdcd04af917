import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { requireUser } from '../http/require-user.ts';
import { createReview } from '../reviews/create-review.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** POST /product/review: a verified-purchase review of a delivered product. */
export function reviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/product/review', requireUser(deps));
  routes.post('/product/review', async (c) => {
    const { body } = inputOf(c, 'createReview');
    const review = await createReview(deps, c.get('session').id, body);
    return reply(c, 'createReview', 201, {
      success: true,
      message: 'Review published! Thank you for your feedback.',
      review: {
        _id: review.id,
        userId: review.name ? { name: review.name } : {},
        rating: review.rating,
        comment: review.comment,
        date: review.createdAt.toISOString(),
        verifiedPurchase: true,
      },
    });
  });
  return routes;
}
