import type { ApiClient } from './client.ts';
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
  signal: AbortSignal,
): Promise<NewsletterSubscribeResponse> {
  return send((signal) => client.POST('/newsletter/subscribe', { body, signal }), signal);
}
