import { confirmNewsletterSubscription, subscribeToNewsletter } from '../../api/newsletter.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// Loaded on the first Subscribe by newsletter.live.ts: the footer is in every page's first
// chunk, and the API layer must not be.
export function subscribe(email: string, signal: AbortSignal) {
  return subscribeToNewsletter(apiClient, { email }, signal);
}

export function confirm(token: string, signal: AbortSignal) {
  return confirmNewsletterSubscription(apiClient, token, signal);
}
