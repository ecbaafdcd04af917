import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { failureMessage } from '../request-failure.ts';
import type { AppEffect } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

type MessageResponse = components['schemas']['MessageResponse'];

/**
 * /verify-email/{token}: loading, then success or error, each with the server's message or the
 * spec's; a failure is said in a toast as well as on the page.
 */
export const emailVerificationMachine = setup({
  types: {
    emitted: {} as AppEffect,
    context: {} as { token: string; message: string },
    input: {} as { token: string },
  },
  actors: {
    verifyEmail: fromPromise<MessageResponse, { token: string }>(() => unprovided('verifyEmail')),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({ token: input.token, message: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'success',
          actions: assign({ message: ({ event }) => event.output.message || 'Email verified successfully!' }),
        },
        onError: {
          target: 'error',
          actions: [
            assign({ message: ({ event }) => failureMessage(event.error, 'Verification failed.') }),
            emit(({ context }) => ({ type: 'toast', kind: 'error', message: context.message }) as const),
          ],
        },
      },
    },
    success: {},
    error: {},
  },
});
