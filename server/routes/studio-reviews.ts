import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { listStudioReviews, setReviewVisibility, STUDIO_REVIEWS_PAGE_SIZE } from '../studio/studio-reviews.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's review moderation. Request validation has checked the caller's role (authorizeStudio). */
export function studioReviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/reviews', async (c) => {
    const { query } = inputOf(c, 'listStudioReviews');
    const page = query.page ?? 1;
    const { reviews, total } = await listStudioReviews(deps.db, page);
    return reply(c, 'listStudioReviews', 200, { success: true, reviews, total, page, pages: Math.ceil(total / STUDIO_REVIEWS_PAGE_SIZE) });
  });

  routes.post('/studio/reviews/:id/visibility', async (c) => {
    const { params, body } = inputOf(c, 'setStudioReviewVisibility');
    const review = await setReviewVisibility(deps, c.get('studioActor'), params.id, body.hidden, body.reason);
    return reply(c, 'setStudioReviewVisibility', 200, { success: true, message: review.hidden ? 'Review hidden' : 'Review shown', review });
  });

  return routes;
}
