import type { ApiClient } from './client.ts';
import type { MessageResponse, NewsletterSubscribeResponse, NewsletterSubscription } from './models.ts';
import { send } from './request.ts';

/**
 * POST /newsletter/subscribe: the same success for every address (a confirmation link, or word
 * that it is already on the list, goes by mail). Rejected 400 for a blank or malformed email,
 * 429 when throttled. Sent once, never retried.
 */
export function subscribeToNewsletter(
  client: ApiClient,
  body: NewsletterSubscription,
  signal: AbortSignal,
): Promise<NewsletterSubscribeResponse> {
  return send((signal) => client.POST('/newsletter/subscribe', { body, signal }), signal);
}

/** POST /newsletter/confirm: the mailed link's token; 400 when it is unknown, used or expired. */
export function confirmNewsletterSubscription(client: ApiClient, token: string, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/newsletter/confirm', { body: { token }, signal }), signal);
}

/** POST /newsletter/unsubscribe/{token}: the mailed unsubscribe link's token (no body); 400 when it is unknown. */
export function unsubscribeFromNewsletter(client: ApiClient, token: string, signal: AbortSignal): Promise<MessageResponse> {
  return send((signal) => client.POST('/newsletter/unsubscribe/{token}', { params: { path: { token } }, signal }), signal);
}
