import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { isoCalendarDate } from '../../src/domain/dates.ts';
import {
  STUDIO_SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIBERS_EXPORT_LIMIT,
  subscribersCsv,
  subscribersCsvName,
} from '../../src/domain/newsletter-subscribers.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { exportStudioSubscribers, listStudioSubscribers, unsubscribeByStaff, type SubscriberFilters } from '../studio/studio-newsletter.ts';

/** The studio's view of the newsletter's subscribers. Request validation has checked the caller's role (authorizeStudio). */
export function studioNewsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/newsletter', async (c) => {
    const { query } = inputOf<never, SubscriberFilters & { page?: number }>(c);
    const { page = 1, ...filters } = query;
    const { subscribers, total } = await listStudioSubscribers(deps.db, filters, page);
    return c.json({ success: true, subscribers, total, page, pages: Math.ceil(total / STUDIO_SUBSCRIBERS_PAGE_SIZE) });
  });

  routes.get('/studio/newsletter/export', async (c) => {
    const { query } = inputOf<never, SubscriberFilters>(c);
    const subscribers = await exportStudioSubscribers(deps.db, query, SUBSCRIBERS_EXPORT_LIMIT);
    return c.body(subscribersCsv(subscribers), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${subscribersCsvName(isoCalendarDate(deps.clock()))}"`,
    });
  });

  routes.post('/studio/newsletter/unsubscribe', async (c) => {
    const { body } = inputOf<never, never, components['schemas']['StudioUnsubscribeRequest']>(c);
    return c.json({ success: true, ...(await unsubscribeByStaff(deps, c.get('studioActor'), body.email)) });
  });

  return routes;
}
