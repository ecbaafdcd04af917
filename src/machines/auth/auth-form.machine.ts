import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { landingAfterLogin } from '../../domain/studio-roles.ts';
import { loginProblems, signUpProblems } from '../../domain/validation/auth.ts';
import { failureMessage, needsEmailVerification } from '../request-failure.ts';
import type { AppEffect, ToastKind } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

type LoginResponse = components['schemas']['LoginResponse'];
type MessageResponse = components['schemas']['MessageResponse'];
export type AuthMode = 'login' | 'signUp';
export type AuthField = 'name' | 'email' | 'password' | 'confirmPassword';

/** Spec: auth validation is debounced by 0.5 s. */
export const AUTH_VALIDATION_DEBOUNCE_MS = 500;

interface AuthFormContext {
  readonly mode: AuthMode;
  readonly fields: Readonly<Record<AuthField, string>>;
  /** The server said this email is not verified yet: offer to resend the mail. */
  readonly needEmailVerification: boolean;
}

export type AuthFormEvent =
  | { type: 'mode.change'; mode: AuthMode }
  | { type: 'field.change'; field: AuthField; value: string }
  | { type: 'form.submit' }
  | { type: 'verification.resend' };

const emptyFields = { name: '', email: '', password: '', confirmPassword: '' };

/** Every failing check of the mode's form: each is its own error toast. */
function validationProblems({ mode, fields }: AuthFormContext): string[] {
  return mode === 'login' ? loginProblems(fields) : signUpProblems(fields);
}

/**
 * The /login page: Login and Sign Up modes, validated on submit (debounced, so a double press
 * sends once), then the VerifyEmailMessage mode after registering. Toasts and the return are
 * emitted AppEffects; a new login goes to the session actor it got in its input.
 */
export const authFormMachine = setup({
  types: {
    context: {} as AuthFormContext & { readonly session: AnyActorRef | null; readonly returnTo: string },
    events: {} as AuthFormEvent,
    emitted: {} as AppEffect,
    /** The session the login is handed to, and where to go afterwards (src/ui/app/return-path.ts). */
    input: {} as { session?: AnyActorRef | null; returnTo?: string } | undefined,
  },
  actors: {
    login: fromPromise<LoginResponse, { email: string; password: string }>(() => unprovided('login')),
    register: fromPromise<MessageResponse, Record<AuthField, string>>(() => unprovided('register')),
    resendVerification: fromPromise<MessageResponse, { email: string }>(() => unprovided('resendVerification')),
  },
  actions: {
    /** A toast, as an AppEffect (src/README.md). */
    editField: assign({
      fields: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return { ...context.fields, [event.field]: event.value };
      },
    }),
    notify: emit((_, params: { kind: ToastKind; message: string }) => ({
      type: 'toast' as const,
      kind: params.kind,
      message: params.message,
    })),
    /** Hands the new login to the session, then goes back to where the shopper was (staff: to the studio). */
    completeLogin: enqueueActions(({ context, enqueue }, params: LoginResponse) => {
      if (context.session) enqueue.sendTo(context.session, { type: 'session.loggedIn', token: params.token, user: params.user });
      enqueue.emit({ type: 'navigate', to: landingAfterLogin(params.user.role, context.returnTo), replace: true });
    }),
  },
  guards: {
    formIsInvalid: ({ context }) => validationProblems(context).length > 0,
    isLoginMode: ({ context }) => context.mode === 'login',
    needsEmailVerification: ({ event }) => 'error' in event && needsEmailVerification(event.error),
    hasEmail: ({ context }) => context.fields.email.trim() !== '',
  },
  delays: { debounce: AUTH_VALIDATION_DEBOUNCE_MS },
}).createMachine({
  id: 'authForm',
  context: ({ input }) => ({
    mode: 'login',
    fields: emptyFields,
    needEmailVerification: false,
    session: input?.session ?? null,
    returnTo: input?.returnTo ?? '/',
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      on: {
        'verification.resend': { guard: 'hasEmail', target: 'resending' },
      },
      states: {
        editing: {
          on: {
            'mode.change': {
              actions: assign({ mode: ({ event }) => event.mode, needEmailVerification: false }),
            },
            'field.change': { actions: 'editField' },
            'form.submit': 'validating',
          },
        },
        validating: {
          // Typing goes on during the check's half second; the check then reads what is in the fields.
          on: { 'form.submit': { target: 'validating', reenter: true }, 'field.change': { actions: 'editField' } },
          after: {
            debounce: [
              {
                guard: 'formIsInvalid',
                target: 'editing',
                actions: enqueueActions(({ context, enqueue }) => {
                  for (const message of validationProblems(context)) enqueue({ type: 'notify', params: { kind: 'error', message } });
                }),
              },
              { guard: 'isLoginMode', target: '#authForm.loggingIn' },
              { target: '#authForm.registering' },
            ],
          },
        },
        verifyEmailMessage: {
          on: {
            'mode.change': {
              target: 'editing',
              actions: assign({
                mode: ({ event }) => event.mode,
                fields: ({ context }) => ({ ...emptyFields, email: context.fields.email }),
              }),
            },
          },
        },
        history: { type: 'history' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.fields.email.trim(), password: context.fields.password }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'notify', params: { kind: 'success', message: 'Logged in successfully!' } },
            { type: 'completeLogin', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: 'needsEmailVerification',
            target: 'idle.editing',
            actions: [
              assign({ needEmailVerification: true }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'Login failed') }) },
            ],
          },
          {
            target: 'idle.editing',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'Login failed') }) },
          },
        ],
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ ...context.fields, email: context.fields.email.trim() }),
        onDone: {
          target: 'idle.verifyEmailMessage',
          actions: {
            type: 'notify',
            params: { kind: 'success', message: 'Successfully registered! Check your email to verify your account.' },
          },
        },
        onError: {
          target: 'idle.editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'Registration failed') }),
          },
        },
      },
    },
    resending: {
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.fields.email.trim() }),
        onDone: {
          target: 'idle.history',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
        },
        onError: {
          target: 'idle.history',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: failureMessage(event.error, 'Failed to resend verification email.') }),
          },
        },
      },
    },
    loggedIn: { type: 'final' },
  },
});
