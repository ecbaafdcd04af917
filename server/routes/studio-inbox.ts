import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { MARKED_HANDLED, MARKED_NOT_HANDLED, STUDIO_INBOX_PAGE_SIZE } from '../../src/domain/studio-inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { listStudioInbox, openStudioMessage, setMessageHandled } from '../studio/studio-inbox.ts';

/** The studio's inbox of contact messages. Request validation has checked the caller's role (authorizeStudio). */
export function studioInboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/inbox', async (c) => {
    const { query } = inputOf<never, { search?: string; page?: number }>(c);
    const page = query.page ?? 1;
    const { messages, total, unread } = await listStudioInbox(deps.db, query.search, page);
    return c.json({ success: true, messages, total, unread, page, pages: Math.ceil(total / STUDIO_INBOX_PAGE_SIZE) });
  });

  routes.get('/studio/inbox/:referenceId', async (c) => {
    const { params } = inputOf<{ referenceId: string }>(c);
    return c.json({ success: true, inboxMessage: await openStudioMessage(deps.db, params.referenceId, deps.clock()) });
  });

  routes.post('/studio/inbox/:referenceId/handled', async (c) => {
    const { params, body } = inputOf<{ referenceId: string }, never, components['schemas']['StudioInboxHandledRequest']>(c);
    const inboxMessage = await setMessageHandled(deps, c.get('studioActor'), params.referenceId, body.handled);
    return c.json({ success: true, message: body.handled ? MARKED_HANDLED : MARKED_NOT_HANDLED, inboxMessage });
  });

  return routes;
}
