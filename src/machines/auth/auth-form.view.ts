import type { SnapshotFrom } from 'xstate';
import type { AuthField, authFormMachine, AuthMode } from './auth-form.machine.ts';

export interface AuthModeView {
  readonly mode: AuthMode;
  readonly label: 'Login' | 'Sign Up';
  readonly selected: boolean;
}

export interface AuthFormView {
  /** The Login / Sign Up form, or the VerifyEmailMessage after registering. */
  readonly screen: 'form' | 'verifyEmail';
  readonly mode: AuthMode;
  readonly heading: 'Welcome back' | 'Create your account';
  readonly modes: readonly AuthModeView[];
  readonly fields: Readonly<Record<AuthField, string>>;
  /** Full name and Confirm password: Sign Up only. */
  readonly signUpFields: boolean;
  readonly passwordAutoComplete: 'current-password' | 'new-password';
  /** Validating (the 0.5 s debounce), logging in or registering: the submit button waits. */
  readonly submitting: boolean;
  readonly submitLabel: 'Please wait...' | 'Login' | 'Sign Up';
  /** 'Resend Verification Email', when it is offered: after registering, or when the server said the email is unverified. */
  readonly resend: { readonly sending: boolean; readonly label: 'Resend Verification Email' | 'Sending...' } | null;
}

const MODE_LABEL = { login: 'Login', signUp: 'Sign Up' } as const;

export function authFormView(snapshot: SnapshotFrom<typeof authFormMachine>): AuthFormView {
  const { mode, fields, needEmailVerification } = snapshot.context;
  const resending = snapshot.matches('resending');
  // A resend from the VerifyEmailMessage (the sign-up mode) keeps that message on screen while it runs.
  const screen = snapshot.matches({ idle: 'verifyEmailMessage' }) || (resending && mode === 'signUp') ? 'verifyEmail' : 'form';
  const submitting = snapshot.matches({ idle: 'validating' }) || snapshot.matches('loggingIn') || snapshot.matches('registering');
  return {
    screen,
    mode,
    heading: mode === 'login' ? 'Welcome back' : 'Create your account',
    modes: (['login', 'signUp'] as const).map((option) => ({ mode: option, label: MODE_LABEL[option], selected: option === mode })),
    fields,
    signUpFields: mode === 'signUp',
    passwordAutoComplete: mode === 'login' ? 'current-password' : 'new-password',
    submitting,
    submitLabel: submitting ? 'Please wait...' : MODE_LABEL[mode],
    resend:
      screen === 'verifyEmail' || needEmailVerification
        ? { sending: resending, label: resending ? 'Sending...' : 'Resend Verification Email' }
        : null,
  };
}
