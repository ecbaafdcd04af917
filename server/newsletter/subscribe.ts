import type { components } from '../../src/api/schema.gen.ts';
import { normalizeEmail, validateEmailField } from '../../src/domain/validation/email.ts';
import { digestToken, newSecretToken } from '../accounts/secret-tokens.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http/http-error.ts';
import { addMinutes } from '../platform/clock.ts';
import { alreadySubscribedMail, confirmSubscriptionMail } from './newsletter-mails.ts';
import { confirmSubscription, requestSubscription } from './subscriber-repository.ts';

type NewsletterSubscribeResponse = components['schemas']['NewsletterSubscribeResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

export const CHECK_YOUR_INBOX = 'Almost there! Open the link we emailed you to confirm your subscription.';
export const SUBSCRIPTION_CONFIRMED = "Your subscription is confirmed. Thanks for joining the studio's newsletter!";
export const INVALID_CONFIRMATION_LINK = 'Invalid or expired confirmation link';
export const CONFIRMATION_LINK_DAYS = 7;

/**
 * Checks the address with the form's own rule (400 with its message), then mails it: a link to
 * confirm, or word that it is already on the list. The answer is the same either way, so the
 * form tells nobody who is subscribed, and nobody is added without opening the link.
 */
export async function subscribeToNewsletter(deps: AppDeps, rawEmail: string): Promise<NewsletterSubscribeResponse> {
  const problem = validateEmailField(rawEmail);
  if (problem) throw badRequest(problem);
  const email = normalizeEmail(rawEmail);
  const token = newSecretToken();
  const now = deps.clock();
  const state = await requestSubscription(deps.db, email, digestToken(token), addMinutes(now, CONFIRMATION_LINK_DAYS * 24 * 60), now);
  await deps.mailer.send(
    state === 'confirmed' ? alreadySubscribedMail(email) : confirmSubscriptionMail(email, `${deps.publicUrl}/newsletter/confirm/${token}`),
  );
  return { success: true, message: CHECK_YOUR_INBOX };
}

/** The mailed link's page confirms the address; 400 for an unknown, used or expired link. */
export async function confirmNewsletter(deps: AppDeps, token: string): Promise<MessageResponse> {
  if (!(await confirmSubscription(deps.db, digestToken(token), deps.clock()))) throw badRequest(INVALID_CONFIRMATION_LINK);
  return { success: true, message: SUBSCRIPTION_CONFIRMED };
}
