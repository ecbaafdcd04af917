import type { components } from '../../src/api/schema.gen.ts';
import { normalizeEmail, validateEmailField } from '../../src/domain/validation/email.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';
import { addSubscriber } from './subscriber-repository.ts';

type NewsletterSubscribeResponse = components['schemas']['NewsletterSubscribeResponse'];

export const SUBSCRIBED = 'Thanks for subscribing! Watch your inbox for studio news.';
export const ALREADY_SUBSCRIBED = "You're already on our list. Thanks for staying in touch!";

/**
 * Checks the address with the form's own rule (400 with its message), then stores it trimmed
 * and lower-cased. An address already on the list succeeds again: the answer never says more
 * than "you are on the list".
 */
export async function subscribeToNewsletter(db: Queryable, email: string, now: Date): Promise<NewsletterSubscribeResponse> {
  const problem = validateEmailField(email);
  if (problem) throw badRequest(problem);
  const added = await addSubscriber(db, normalizeEmail(email), now);
  return added
    ? { success: true, message: SUBSCRIBED, alreadySubscribed: false }
    : { success: true, message: ALREADY_SUBSCRIBED, alreadySubscribed: true };
}
