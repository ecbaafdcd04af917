import { Hono } from 'hono';
import { normalizeEmail } from '../../src/domain/validation/email.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { throttleAttempt } from '../http/attempt-throttle.ts';
import { SUBSCRIBE_THROTTLE } from '../newsletter/subscribe-throttle.ts';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeWithLink } from '../newsletter/subscribe.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The footer's Newsletter form (double opt-in), the page of the link it mails, and unsubscribing. */
export function newsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.post('/newsletter/subscribe', async (c) => {
    const { body } = inputOf(c, 'subscribeToNewsletter');
    await throttleAttempt(db, SUBSCRIBE_THROTTLE, { ip: clientAddress(c), email: normalizeEmail(body.email) }, clock());
    return reply(c, 'subscribeToNewsletter', 200, await subscribeToNewsletter(deps, body.email, body.source));
  });

  routes.post('/newsletter/confirm', async (c) => {
    const { body } = inputOf(c, 'confirmNewsletterSubscription');
    return reply(c, 'confirmNewsletterSubscription', 200, await confirmNewsletter(deps, body.token));
  });

  // Only a POST unsubscribes: link scanners open the mailed link (the page) with GET.
  routes.post('/newsletter/unsubscribe/:token', async (c) => {
    const { params } = inputOf(c, 'unsubscribeFromNewsletter');
    return reply(c, 'unsubscribeFromNewsletter', 200, await unsubscribeWithLink(deps, params.token));
  });

  return routes;
}
