import type { ApiClient } from './client.ts';
import type { ContactMessage, ContactSubmitResponse } from './models.ts';
import { send } from './request.ts';

/**
 * POST /contact/submit: message and referenceId. A 2xx answer with success false arrives as
 * Rejected, for the spec's 'Something went wrong'.
 */
export function submitContactMessage(client: ApiClient, body: ContactMessage, signal: AbortSignal): Promise<ContactSubmitResponse> {
  return send((signal) => client.POST('/contact/submit', { body, signal }), signal);
}
