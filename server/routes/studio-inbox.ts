import { Hono } from 'hono';
import { MARKED_HANDLED, MARKED_NOT_HANDLED, STUDIO_INBOX_PAGE_SIZE } from '../../src/domain/studio-inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { listStudioInbox, openStudioMessage, setMessageHandled } from '../studio/studio-inbox.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's inbox of contact messages. Request validation has checked the caller's role (authorizeStudio). */
export function studioInboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/inbox', async (c) => {
    const { query } = inputOf(c, 'listStudioInbox');
    const page = query.page ?? 1;
    const { messages, total, unread } = await listStudioInbox(deps.db, query.search, page);
    return reply(c, 'listStudioInbox', 200, {
      success: true,
      messages,
      total,
      unread,
      page,
      pages: Math.ceil(total / STUDIO_INBOX_PAGE_SIZE),
    });
  });

  routes.get('/studio/inbox/:referenceId', async (c) => {
    const { params } = inputOf(c, 'getStudioInboxMessage');
    return reply(c, 'getStudioInboxMessage', 200, {
      success: true,
      inboxMessage: await openStudioMessage(deps.db, params.referenceId, deps.clock()),
    });
  });

  routes.post('/studio/inbox/:referenceId/handled', async (c) => {
    const { params, body } = inputOf(c, 'setStudioInboxHandled');
    const inboxMessage = await setMessageHandled(deps, c.get('studioActor'), params.referenceId, body.handled);
    return reply(c, 'setStudioInboxHandled', 200, {
      success: true,
      message: body.handled ? MARKED_HANDLED : MARKED_NOT_HANDLED,
      inboxMessage,
    });
  });

  return routes;
}
