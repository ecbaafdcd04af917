import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/http-error.ts';
import { subscribeToNewsletter } from '../newsletter/subscribe.ts';
import { isSubscribeThrottled, recordSubscribeAttempt, SUBSCRIBE_WINDOW_MINUTES, TOO_MANY_SUBSCRIBE_ATTEMPTS } from '../newsletter/subscribe-throttle.ts';

type NewsletterSubscription = components['schemas']['NewsletterSubscription'];

/** The footer's Newsletter form. Public, and throttled per client address. */
export function newsletterRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.post('/newsletter/subscribe', async (c) => {
    const { body } = inputOf<never, never, NewsletterSubscription>(c);
    const ip = clientAddress(c);
    if (await isSubscribeThrottled(db, ip, clock())) {
      c.header('Retry-After', String(SUBSCRIBE_WINDOW_MINUTES * 60));
      throw new HttpError(429, TOO_MANY_SUBSCRIBE_ATTEMPTS);
    }
    // Every attempt counts, refused ones too: a script trying addresses is slowed down either way.
    await recordSubscribeAttempt(db, ip, clock());
    return c.json(await subscribeToNewsletter(db, body.email, clock()));
  });

  return routes;
}
