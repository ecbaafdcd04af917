import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { normalizeEmail, validateEmailField } from '../../domain/validation/email.ts';
import { failureMessage } from '../request-failure.ts';
import type { AppEffect, ToastKind } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

type MessageResponse = components['schemas']['MessageResponse'];

export type ForgotPasswordEvent = { type: 'email.change'; value: string } | { type: 'form.submit' } | { type: 'request.again' };

/**
 * /forgot-password: the email form, 'Sending...', then 'Check Your Email'. "Resend reset link"
 * goes back to the form with the email kept, so a second request is one press away.
 */
export const forgotPasswordMachine = setup({
  types: {
    emitted: {} as AppEffect,
    context: {} as { email: string; sentTo: string },
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<MessageResponse, { email: string }>(() => unprovided('requestReset')),
  },
  actions: {
    /** A toast, as an AppEffect (src/README.md). */
    notify: emit((_, params: { kind: ToastKind; message: string }) => ({
      type: 'toast' as const,
      kind: params.kind,
      message: params.message,
    })),
  },
  guards: {
    emailIsInvalid: ({ context }) => validateEmailField(context.email) !== null,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', sentTo: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': [
          {
            guard: 'emailIsInvalid',
            // emailIsInvalid has just found the problem.
            actions: { type: 'notify', params: ({ context }) => ({ kind: 'error', message: validateEmailField(context.email) as string }) },
          },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: normalizeEmail(context.email) }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ sentTo: ({ context }) => normalizeEmail(context.email) }),
            { type: 'notify', params: { kind: 'success', message: 'Password reset link sent to your email' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'An error occurred. Please try again.') }),
          },
        },
      },
    },
    sent: {
      on: { 'request.again': 'editing' },
    },
  },
});
