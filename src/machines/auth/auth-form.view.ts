import type { SnapshotFrom } from 'xstate';
import type { AuthField, authFormMachine, AuthMode } from './auth-form.machine.ts';

/**
 * The one button that changes mode: to Sign Up from the login form, to Login from the sign-up
 * form. Only the other mode is offered, so each mode's name is on one button at a time (the
 * submit button carries the current mode's name).
 */
export interface AuthModeSwitchView {
  readonly to: AuthMode;
  readonly prompt: "Don't have an account?" | 'Already have an account?';
  readonly label: 'Login' | 'Sign Up';
}

export interface AuthFormView {
  /** The Login / Sign Up form, or the VerifyEmailMessage after registering. */
  readonly screen: 'form' | 'verifyEmail';
  readonly mode: AuthMode;
  readonly heading: 'Welcome back' | 'Create your account';
  readonly switchMode: AuthModeSwitchView;
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
// The switch is named after the mode it offers, as that mode's submit button is.
const SWITCH_TO_SIGN_UP: AuthModeSwitchView = { to: 'signUp', prompt: "Don't have an account?", label: MODE_LABEL.signUp };
const SWITCH_TO_LOGIN: AuthModeSwitchView = { to: 'login', prompt: 'Already have an account?', label: MODE_LABEL.login };

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
    switchMode: mode === 'login' ? SWITCH_TO_SIGN_UP : SWITCH_TO_LOGIN,
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
