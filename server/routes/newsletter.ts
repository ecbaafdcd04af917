import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { throttleAttempt } from '../http/attempt-throttle.ts';
import { SUBSCRIBE_THROTTLE } from '../newsletter/subscribe-throttle.ts';
import { subscribeToNewsletter } from '../newsletter/subscribe.ts';

type NewsletterSubscription = components['schemas']['NewsletterSubscription'];

/** The footer's Newsletter form. Public, and throttled per client address. */
export function newsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.post('/newsletter/subscribe', async (c) => {
    const { body } = inputOf<never, never, NewsletterSubscription>(c);
    await throttleAttempt(db, SUBSCRIBE_THROTTLE, { ip: clientAddress(c) }, clock());
    return c.json(await subscribeToNewsletter(db, body.email, clock()));
  });

  return routes;
}
