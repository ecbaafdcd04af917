import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { serverMessageOr } from '../../domain/server-message.ts';
import { failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

type MessageResponse = components['schemas']['MessageResponse'];

export const UNSUBSCRIBED_FALLBACK = 'You are unsubscribed.';
export const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you.';

export type NewsletterUnsubscribeEvent = { type: 'unsubscribe.confirm' };

/**
 * /newsletter/unsubscribe/{token}, the page of the unsubscribe link every newsletter mail carries:
 * it asks first, and unsubscribes only when the button is pressed (a POST), so a mail scanner
 * that opens the link unsubscribes nobody. A failure can be tried again.
 */
export const newsletterUnsubscribeMachine = setup({
  types: {
    context: {} as { token: string; message: string },
    events: {} as NewsletterUnsubscribeEvent,
    input: {} as { token: string },
  },
  actors: {
    unsubscribe: fromPromise<MessageResponse, { token: string }>(() => unprovided('unsubscribe')),
  },
}).createMachine({
  id: 'newsletterUnsubscribe',
  context: ({ input }) => ({ token: input.token, message: '' }),
  initial: 'asking',
  states: {
    asking: { on: { 'unsubscribe.confirm': 'unsubscribing' } },
    unsubscribing: {
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'unsubscribed',
          actions: assign({ message: ({ event }) => serverMessageOr(event.output.message, UNSUBSCRIBED_FALLBACK) }),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureMessage(event.error, UNSUBSCRIBE_FAILED) }) },
      },
    },
    unsubscribed: { type: 'final' },
    failed: { on: { 'unsubscribe.confirm': 'unsubscribing' } },
  },
});
