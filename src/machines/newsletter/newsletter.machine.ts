import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { serverMessageOr } from '../../domain/server-message.ts';
import { normalizeEmail, validateEmailField } from '../../domain/validation/email.ts';
import { failureField, failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

type NewsletterSubscribeResponse = components['schemas']['NewsletterSubscribeResponse'];

export type NewsletterEvent = { type: 'email.change'; value: string } | { type: 'form.submit' };

export const SUBSCRIBED_FALLBACK = 'Almost there! Check your inbox to confirm your subscription.';
export const SUBSCRIBE_FAILED = 'Sorry, we could not subscribe you right now. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The server's message where it gave one; else, for a 429, a word about waiting, or the generic fallback. */
function subscribeFailure(error: unknown): string {
  const throttled = failureField(error, 'status') === 429;
  return failureMessage(error, throttled ? TOO_MANY_ATTEMPTS : SUBSCRIBE_FAILED);
}

/**
 * The footer's Newsletter form. `message` is what the form says under the field: the email
 * problem (editing), the thank-you (subscribed) or why it failed (failed, the email kept so
 * that pressing Subscribe again is enough). Typing or submitting works from every state but
 * subscribing.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as { email: string; message: string },
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribe: fromPromise<NewsletterSubscribeResponse, { email: string }>(() => unprovided('subscribe')),
  },
  guards: {
    newsletterEmailIsInvalid: ({ context }) => validateEmailField(context.email) !== null,
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '', message: '' },
  initial: 'editing',
  on: {
    'email.change': { target: '.editing', actions: assign({ email: ({ event }) => event.value, message: '' }) },
    'form.submit': [
      {
        guard: 'newsletterEmailIsInvalid',
        target: '.editing',
        // newsletterEmailIsInvalid has just found the problem.
        actions: assign({ message: ({ context }) => validateEmailField(context.email) as string }),
      },
      { target: '.subscribing', actions: assign({ message: '' }) },
    ],
  },
  states: {
    editing: {},
    subscribing: {
      // Forbidden while the request runs: the address being sent stays the one on screen.
      on: { 'email.change': undefined, 'form.submit': undefined },
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: normalizeEmail(context.email) }),
        onDone: {
          target: 'subscribed',
          actions: assign({ email: '', message: ({ event }) => serverMessageOr(event.output.message, SUBSCRIBED_FALLBACK) }),
        },
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => subscribeFailure(event.error) }),
        },
      },
    },
    subscribed: {},
    failed: {},
  },
});
