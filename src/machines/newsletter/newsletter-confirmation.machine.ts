import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { serverMessageOr } from '../../domain/server-message.ts';
import { failureMessage } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

type MessageResponse = components['schemas']['MessageResponse'];

export const CONFIRMED_FALLBACK = 'Your subscription is confirmed.';
export const CONFIRMATION_FAILED = 'We could not confirm your subscription.';

/**
 * /newsletter/confirm/{token}, the page of the link the Newsletter form mails: confirming, then
 * confirmed or failed, each with the server's message or a fallback. The page sends the token
 * itself (a POST), so a mail scanner that only opens the link confirms nothing.
 */
export const newsletterConfirmationMachine = setup({
  types: {
    context: {} as { token: string; message: string },
    input: {} as { token: string },
  },
  actors: {
    confirm: fromPromise<MessageResponse, { token: string }>(() => unprovided('confirm')),
  },
}).createMachine({
  id: 'newsletterConfirmation',
  context: ({ input }) => ({ token: input.token, message: '' }),
  initial: 'confirming',
  states: {
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'confirmed',
          actions: assign({ message: ({ event }) => serverMessageOr(event.output.message, CONFIRMED_FALLBACK) }),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureMessage(event.error, CONFIRMATION_FAILED) }) },
      },
    },
    confirmed: {},
    failed: {},
  },
});
