import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import type { NewsletterSubscribeResponse, NewsletterSubscription } from './models.ts';
import { send } from './request.ts';

/**
 * POST /newsletter/subscribe: success also for an address already on the list
 * (alreadySubscribed). Rejected 400 for a blank or malformed email, 429 when throttled.
 * Sent once, never retried.
 */
export function subscribeToNewsletter(
  client: ApiClient,
  body: NewsletterSubscription,
): Effect.Effect<NewsletterSubscribeResponse, ApiError> {
  return send((signal) => client.POST('/newsletter/subscribe', { body, signal }));
}
