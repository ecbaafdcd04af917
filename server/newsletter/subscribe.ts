import type { components } from '../../src/api/schema.gen.ts';
import { INVALID_UNSUBSCRIBE_LINK, subscriptionSource, UNSUBSCRIBED } from '../../src/domain/newsletter-subscribers.ts';
import { normalizeEmail, validateEmailField } from '../../src/domain/validation/email.ts';
import { digestToken, newSecretToken } from '../accounts/secret-tokens.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';
import { addMinutes } from '../platform/clock.ts';
import { alreadySubscribedMail, confirmSubscriptionMail, type UnsubscribeLinks } from './newsletter-mails.ts';
import {
  addressOfUnsubscribeLink,
  addUnsubscribeLink,
  confirmSubscription,
  requestSubscription,
  unsubscribeAddress,
} from './subscriber-repository.ts';

type NewsletterSubscribeResponse = components['schemas']['NewsletterSubscribeResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

export const CHECK_YOUR_INBOX = 'Almost there! Open the link we emailed you to confirm your subscription.';
export const SUBSCRIPTION_CONFIRMED = "Your subscription is confirmed. Thanks for joining the studio's newsletter!";
export const INVALID_CONFIRMATION_LINK = 'Invalid or expired confirmation link';
export const CONFIRMATION_LINK_DAYS = 7;

/** A fresh unsubscribe link for one mail to the address. */
async function unsubscribeLinks(deps: AppDeps, db: Queryable, email: string, now: Date): Promise<UnsubscribeLinks> {
  const token = newSecretToken();
  await addUnsubscribeLink(db, email, digestToken(token), now);
  return {
    page: `${deps.publicUrl}/newsletter/unsubscribe/${token}`,
    oneClick: `${deps.publicUrl}/api/v1/newsletter/unsubscribe/${token}`,
  };
}

/**
 * Checks the address with the form's own rule (400 with its message), then mails it: a link to
 * confirm, or word that it is already on the list. The answer is the same either way, so the
 * form tells nobody who is subscribed, and nobody is added without opening the link. Each mail
 * carries its own unsubscribe link.
 */
export async function subscribeToNewsletter(deps: AppDeps, rawEmail: string, rawSource?: string): Promise<NewsletterSubscribeResponse> {
  const problem = validateEmailField(rawEmail);
  if (problem) throw badRequest(problem);
  const email = normalizeEmail(rawEmail);
  const token = newSecretToken();
  const now = deps.clock();
  const { state, unsubscribe } = await deps.db.transaction(async (tx) => {
    const subscription = { email, source: subscriptionSource(rawSource) };
    const state = await requestSubscription(tx, subscription, digestToken(token), addMinutes(now, CONFIRMATION_LINK_DAYS * 24 * 60), now);
    return { state, unsubscribe: await unsubscribeLinks(deps, tx, email, now) };
  });
  await deps.mailer.send(
    state === 'confirmed'
      ? alreadySubscribedMail(email, unsubscribe)
      : confirmSubscriptionMail(email, `${deps.publicUrl}/newsletter/confirm/${token}`, unsubscribe),
  );
  return { success: true, message: CHECK_YOUR_INBOX };
}

/** The mailed link's page confirms the address; 400 for an unknown, used or expired link. */
export async function confirmNewsletter(deps: AppDeps, token: string): Promise<MessageResponse> {
  if (!(await confirmSubscription(deps.db, digestToken(token), deps.clock()))) throw badRequest(INVALID_CONFIRMATION_LINK);
  return { success: true, message: SUBSCRIPTION_CONFIRMED };
}

/** A mailed unsubscribe link, posted by the page's button or by a mail client (one-click); the same answer twice. */
export async function unsubscribeWithLink(deps: AppDeps, token: string): Promise<MessageResponse> {
  const now = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    const email = await addressOfUnsubscribeLink(tx, digestToken(token));
    return email === null ? null : unsubscribeAddress(tx, email, now);
  });
  if (!done) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  return { success: true, message: UNSUBSCRIBED };
}
