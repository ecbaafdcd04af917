import { describe, expect, it } from 'vitest';
import { authFormMachine, type AuthField, type AuthMode } from '../../../src/machines/auth/auth-form.machine.ts';
import { authFormView } from '../../../src/machines/auth/auth-form.view.ts';
import { emailVerificationMachine } from '../../../src/machines/auth/email-verification.machine.ts';
import { emailVerificationView } from '../../../src/machines/auth/email-verification.view.ts';
import { forgotPasswordMachine } from '../../../src/machines/auth/forgot-password.machine.ts';
import { forgotPasswordView } from '../../../src/machines/auth/forgot-password.view.ts';
import { resetPasswordMachine } from '../../../src/machines/auth/reset-password.machine.ts';
import { resetPasswordView } from '../../../src/machines/auth/reset-password.view.ts';

// Each view from fixed snapshots: the state and context are set, not reached by events.

const fields: Record<AuthField, string> = { name: 'Ada Obi', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

function authForm(value: Parameters<typeof authFormMachine.resolveState>[0]['value'], mode: AuthMode, needEmailVerification = false) {
  return authFormView(
    authFormMachine.resolveState({ value, context: { mode, fields, needEmailVerification, session: null, returnTo: '/' } }),
  );
}

describe('authFormView', () => {
  it('shows the login form: its heading, the switch to Sign Up, fields, autocomplete and submit label', () => {
    expect(authForm({ idle: 'editing' }, 'login')).toEqual({
      screen: 'form',
      mode: 'login',
      heading: 'Welcome back',
      switchMode: { to: 'signUp', prompt: "Don't have an account?", label: 'Sign Up' },
      fields,
      signUpFields: false,
      passwordAutoComplete: 'current-password',
      submitting: false,
      submitLabel: 'Login',
      resend: null,
    });
  });

  it('shows the sign-up form with its two extra fields', () => {
    expect(authForm({ idle: 'editing' }, 'signUp')).toEqual({
      screen: 'form',
      mode: 'signUp',
      heading: 'Create your account',
      switchMode: { to: 'login', prompt: 'Already have an account?', label: 'Login' },
      fields,
      signUpFields: true,
      passwordAutoComplete: 'new-password',
      submitting: false,
      submitLabel: 'Sign Up',
      resend: null,
    });
  });

  it.each([
    [{ idle: 'validating' }, 'login'],
    [{ idle: 'validating' }, 'signUp'],
    ['loggingIn', 'login'],
    ['registering', 'signUp'],
  ] as const)("waits with 'Please wait...' in %j (%s)", (value, mode) => {
    expect(authForm(value, mode)).toMatchObject({ screen: 'form', submitting: true, submitLabel: 'Please wait...' });
  });

  it('is not busy once logged in (the page is leaving)', () => {
    expect(authForm('loggedIn', 'login')).toMatchObject({ screen: 'form', submitting: false, submitLabel: 'Login' });
  });

  it('offers the resend under the login form once the server said the email is unverified, and says Sending... while it runs', () => {
    expect(authForm({ idle: 'editing' }, 'login', true).resend).toEqual({ sending: false, label: 'Resend Verification Email' });
    expect(authForm('resending', 'login', true)).toMatchObject({
      screen: 'form',
      submitting: false,
      resend: { sending: true, label: 'Sending...' },
    });
    expect(authForm('resending', 'login', false)).toMatchObject({ screen: 'form', resend: null });
  });

  it('shows the verify-email message after registering, with the resend offered, also while it is being resent', () => {
    expect(authForm({ idle: 'verifyEmailMessage' }, 'signUp')).toMatchObject({
      screen: 'verifyEmail',
      fields,
      resend: { sending: false, label: 'Resend Verification Email' },
    });
    expect(authForm('resending', 'signUp')).toMatchObject({ screen: 'verifyEmail', resend: { sending: true, label: 'Sending...' } });
  });
});

describe('forgotPasswordView', () => {
  const view = (value: 'editing' | 'sending' | 'sent') =>
    forgotPasswordView(forgotPasswordMachine.resolveState({ value, context: { email: ' Ada@Example.com', sentTo: 'ada@example.com' } }));

  it('shows the form, then Sending... on a waiting button, then the sent screen with the address', () => {
    expect(view('editing')).toEqual({
      screen: 'form',
      email: ' Ada@Example.com',
      sentTo: 'ada@example.com',
      sending: false,
      submitLabel: 'Send Reset Link',
    });
    expect(view('sending')).toEqual({
      screen: 'form',
      email: ' Ada@Example.com',
      sentTo: 'ada@example.com',
      sending: true,
      submitLabel: 'Sending...',
    });
    expect(view('sent')).toEqual({
      screen: 'sent',
      email: ' Ada@Example.com',
      sentTo: 'ada@example.com',
      sending: false,
      submitLabel: 'Send Reset Link',
    });
  });
});

describe('resetPasswordView', () => {
  const context = { token: 't', name: 'Ada Obi', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' };
  const view = (value: 'verifying' | 'invalid' | 'valid' | 'resetting' | 'succeeded' | 'redirected') =>
    resetPasswordView(resetPasswordMachine.resolveState({ value, context }));
  const form = { name: 'Ada Obi', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' };

  it('maps each state to its screen, with the greeting name and both fields', () => {
    expect(view('verifying')).toEqual({ screen: 'verifying', ...form, resetting: false, submitLabel: 'Reset Password' });
    expect(view('invalid')).toEqual({ screen: 'invalid', ...form, resetting: false, submitLabel: 'Reset Password' });
    expect(view('valid')).toEqual({ screen: 'form', ...form, resetting: false, submitLabel: 'Reset Password' });
    expect(view('resetting')).toEqual({ screen: 'form', ...form, resetting: true, submitLabel: 'Resetting Password...' });
    expect(view('succeeded')).toEqual({ screen: 'succeeded', ...form, resetting: false, submitLabel: 'Reset Password' });
    expect(view('redirected')).toEqual({ screen: 'succeeded', ...form, resetting: false, submitLabel: 'Reset Password' });
  });
});

describe('emailVerificationView', () => {
  const view = (value: 'loading' | 'success' | 'error', message: string) =>
    emailVerificationView(emailVerificationMachine.resolveState({ value, context: { token: 't', message } }));

  it('says which screen to show and the message to show on it', () => {
    expect(view('loading', '')).toEqual({ screen: 'loading', message: '' });
    expect(view('success', 'Email verified successfully!')).toEqual({ screen: 'success', message: 'Email verified successfully!' });
    expect(view('error', 'Verification failed.')).toEqual({ screen: 'error', message: 'Verification failed.' });
  });
});
