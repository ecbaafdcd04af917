import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { listStudioReviews, setReviewVisibility, STUDIO_REVIEWS_PAGE_SIZE } from '../studio/studio-reviews.ts';

/** The studio's review moderation. Request validation has checked the caller's role (authorizeStudio). */
export function studioReviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/reviews', async (c) => {
    const { query } = inputOf<never, { page?: number }>(c);
    const page = query.page ?? 1;
    const { reviews, total } = await listStudioReviews(deps.db, page);
    return c.json({ success: true, reviews, total, page, pages: Math.ceil(total / STUDIO_REVIEWS_PAGE_SIZE) });
  });

  routes.post('/studio/reviews/:id/visibility', async (c) => {
    const { params, body } = inputOf<{ id: string }, never, components['schemas']['StudioReviewVisibilityRequest']>(c);
    const review = await setReviewVisibility(deps, c.get('studioActor'), params.id, body.hidden, body.reason);
    return c.json({ success: true, message: review.hidden ? 'Review hidden' : 'Review shown', review });
  });

  return routes;
}
