import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { validateResetPassword } from '../../domain/validation/passwords.ts';
import { failureMessage } from '../request-failure.ts';
import type { AppEffect, ToastKind } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

type MessageResponse = components['schemas']['MessageResponse'];
type PasswordField = 'newPassword' | 'confirmPassword';

/** Spec: after a successful reset the page goes to /login after 2000 ms. */
export const REDIRECT_AFTER_RESET_MS = 2000;

interface ResetPasswordContext {
  readonly token: string;
  readonly name: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type ResetPasswordEvent = { type: 'field.change'; field: PasswordField; value: string } | { type: 'form.submit' };

function validationError(context: ResetPasswordContext): string | null {
  return validateResetPassword({ newPassword: context.newPassword, confirmPassword: context.confirmPassword });
}

/**
 * /reset-password/{token}: verify the link first, then the form greeting the user by name,
 * 'Resetting Password...', and on success a toast and /login two seconds later.
 */
export const resetPasswordMachine = setup({
  types: {
    emitted: {} as AppEffect,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
  },
  actors: {
    verifyToken: fromPromise<{ name: string }, { token: string }>(() => unprovided('verifyToken')),
    resetPassword: fromPromise<MessageResponse, { token: string; newPassword: string; confirmPassword: string }>(() =>
      unprovided('resetPassword'),
    ),
  },
  actions: {
    /** A toast, as an AppEffect (src/README.md). */
    notify: emit((_, params: { kind: ToastKind; message: string }) => ({
      type: 'toast' as const,
      kind: params.kind,
      message: params.message,
    })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
  },
  guards: {
    formIsInvalid: ({ context }) => validationError(context) !== null,
  },
  delays: { redirect: REDIRECT_AFTER_RESET_MS },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, name: '', newPassword: '', confirmPassword: '' }),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'valid', actions: assign({ name: ({ event }) => event.output.name }) },
        onError: 'invalid',
      },
    },
    invalid: {},
    valid: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'form.submit': [
          {
            guard: 'formIsInvalid',
            // formIsInvalid has just found the problem.
            actions: { type: 'notify', params: ({ context }) => ({ kind: 'error', message: validationError(context) as string }) },
          },
          { target: 'resetting' },
        ],
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, newPassword: context.newPassword, confirmPassword: context.confirmPassword }),
        onDone: {
          target: 'succeeded',
          actions: {
            type: 'notify',
            params: { kind: 'success', message: 'Password reset successfully! You can now login with your new password.' },
          },
        },
        onError: {
          target: 'valid',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'An error occurred. Please try again.') }),
          },
        },
      },
    },
    succeeded: {
      after: { redirect: { target: 'redirected', actions: { type: 'navigate', params: { to: '/login' } } } },
    },
    redirected: { type: 'final' },
  },
});
