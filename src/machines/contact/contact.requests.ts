import { submitContactMessage } from '../../api/contact.ts';
import type { ContactForm } from '../../domain/validation/contact.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

/** POST /contact/submit (loaded on the first Send by contact.live.ts). */
export function sendContactMessage(form: ContactForm, signal: AbortSignal) {
  return submitContactMessage(apiClient, form, signal);
}
