import { Hono } from 'hono';
import { isoCalendarDate } from '../../src/domain/dates.ts';
import {
  STUDIO_SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIBERS_EXPORT_LIMIT,
  subscribersCsv,
  subscribersCsvName,
} from '../../src/domain/newsletter-subscribers.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { exportStudioSubscribers, listStudioSubscribers, unsubscribeByStaff } from '../studio/studio-newsletter.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's view of the newsletter's subscribers. Request validation has checked the caller's role (authorizeStudio). */
export function studioNewsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/newsletter', async (c) => {
    const { query } = inputOf(c, 'listStudioSubscribers');
    const { page = 1, ...filters } = query;
    const { subscribers, total } = await listStudioSubscribers(deps.db, filters, page);
    return reply(c, 'listStudioSubscribers', 200, {
      success: true,
      subscribers,
      total,
      page,
      pages: Math.ceil(total / STUDIO_SUBSCRIBERS_PAGE_SIZE),
    });
  });

  routes.get('/studio/newsletter/export', async (c) => {
    const { query } = inputOf(c, 'exportStudioSubscribers');
    const subscribers = await exportStudioSubscribers(deps.db, query, SUBSCRIBERS_EXPORT_LIMIT);
    return c.body(subscribersCsv(subscribers), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${subscribersCsvName(isoCalendarDate(deps.clock()))}"`,
    });
  });

  routes.post('/studio/newsletter/unsubscribe', async (c) => {
    const { body } = inputOf(c, 'unsubscribeStudioSubscriber');
    return reply(c, 'unsubscribeStudioSubscriber', 200, {
      success: true,
      ...(await unsubscribeByStaff(deps, c.get('studioActor'), body.email)),
    });
  });

  return routes;
}
