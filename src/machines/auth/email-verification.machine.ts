import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { failureMessage } from '../request-failure.ts';
import type { AppEffect, ToastKind } from '../app-effects.ts';

type MessageResponse = components['schemas']['MessageResponse'];

/** /verify-email/{token}: loading, then success or error, each with the server's message or the spec's. */
export const emailVerificationMachine = setup({
  types: {
    emitted: {} as AppEffect,
    context: {} as { token: string; message: string },
    input: {} as { token: string },
  },
  actors: {
    verifyEmail: fromPromise<MessageResponse, { token: string }>(() => Promise.reject(new Error('verifyEmail is not provided'))),
  },
  actions: {
    /** A toast, as an AppEffect (src/README.md §2). */
    notify: emit((_, params: { kind: ToastKind; message: string }) => ({ type: 'toast' as const, kind: params.kind, message: params.message })),
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
            { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.message }) },
          ],
        },
      },
    },
    success: {},
    error: {},
  },
});
