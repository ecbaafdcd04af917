import { confirmNewsletterSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../api/newsletter.ts';
import { SOURCE_MAX_LENGTH } from '../../domain/newsletter-subscribers.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// Loaded on the first Subscribe by newsletter.live.ts: the footer is in every page's first
// chunk, and the API layer must not be.
export function subscribe(email: string, source: string, signal: AbortSignal) {
  return subscribeToNewsletter(apiClient, { email, source: source.slice(0, SOURCE_MAX_LENGTH) }, signal);
}

export function confirm(token: string, signal: AbortSignal) {
  return confirmNewsletterSubscription(apiClient, token, signal);
}

export function unsubscribe(token: string, signal: AbortSignal) {
  return unsubscribeFromNewsletter(apiClient, token, signal);
}
