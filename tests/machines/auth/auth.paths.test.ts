import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { Network, Rejected } from '../../../src/api/errors.ts';
import { validateLogin, validateSignUp } from '../../../src/domain/validation/auth.ts';
import { validateEmailField } from '../../../src/domain/validation/email.ts';
import { AUTH_VALIDATION_DEBOUNCE_MS, authFormMachine } from '../../../src/machines/auth/auth-form.machine.ts';
import { authFormView } from '../../../src/machines/auth/auth-form.view.ts';
import { emailVerificationMachine } from '../../../src/machines/auth/email-verification.machine.ts';
import { emailVerificationView } from '../../../src/machines/auth/email-verification.view.ts';
import { forgotPasswordMachine } from '../../../src/machines/auth/forgot-password.machine.ts';
import { forgotPasswordView } from '../../../src/machines/auth/forgot-password.view.ts';
import { REDIRECT_AFTER_RESET_MS, resetPasswordMachine } from '../../../src/machines/auth/reset-password.machine.ts';
import { resetPasswordView } from '../../../src/machines/auth/reset-password.view.ts';
import { ada } from '../fixtures/user.ts';
import { neverSettles, replay } from '../support/replay.ts';

// Every shortest path through each account machine, the answers of its requests and its timers
// among the events. Each path is walked on a real actor too (requests that never settle, timers
// on a simulated clock), and what it emitted is checked against where the path ended.

const ok = { success: true, message: 'ok' };
type Emitted = EventObject & { kind?: string; message?: string };
const toastsOf = (emitted: readonly Emitted[]) =>
  emitted.filter((event) => event.type === 'toast').map((event) => `${event.kind}: ${event.message}`);
const statesOf = <T>(path: { steps: readonly { state: T }[] }) => path.steps.map((step) => step.state);

describe('authFormMachine, every shortest path', () => {
  type AuthSnapshot = SnapshotFrom<typeof authFormMachine>;
  const DEBOUNCE = 'xstate.after.debounce.authForm.idle.validating';
  const events = [
    { type: 'mode.change', mode: 'login' },
    { type: 'mode.change', mode: 'signUp' },
    { type: 'field.change', field: 'email', value: 'ada@example.com' },
    { type: 'field.change', field: 'email', value: 'ada@' },
    { type: 'field.change', field: 'password', value: 'Secret12' },
    { type: 'field.change', field: 'name', value: 'Ada Obi' },
    { type: 'field.change', field: 'confirmPassword', value: 'Secret12' },
    { type: 'form.submit' },
    { type: 'verification.resend' },
    { type: DEBOUNCE },
    { type: 'xstate.done.actor.login', output: { success: true, message: 'Login successful', token: 't1', user: ada } },
    {
      type: 'xstate.error.actor.login',
      error: new Rejected({ status: 403, message: 'Please verify your email first', needEmailVerification: true }),
    },
    { type: 'xstate.error.actor.login', error: new Network({ cause: 'offline' }) },
    { type: 'xstate.done.actor.register', output: ok },
    { type: 'xstate.error.actor.register', error: new Rejected({ status: 400, message: 'User already exists' }) },
    { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'Verification email sent' } },
    { type: 'xstate.error.actor.resendVerification', error: new Network({ cause: 'offline' }) },
  ] as unknown as EventFromLogic<typeof authFormMachine>[];
  // The history state (where a resend comes back to) is part of the state, not only value and context.
  const serializeState = (snapshot: AuthSnapshot) => {
    const history = Object.entries(snapshot.historyValue).map(([key, nodes]) => [key, nodes.map((node) => node.id)]);
    const { session: _session, ...context } = snapshot.context;
    return JSON.stringify([snapshot.value, context, history]);
  };
  const paths = getShortestPaths(authFormMachine, { events, input: {}, serializeState });
  const pending = authFormMachine.provide({
    actors: {
      login: fromPromise(() => neverSettles()),
      register: fromPromise(() => neverSettles()),
      resendVerification: fromPromise(() => neverSettles()),
    },
  });

  it('reaches every state of the form', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"loggedIn"',
        '"loggingIn"',
        '"registering"',
        '"resending"',
        '{"idle":"editing"}',
        '{"idle":"validating"}',
        '{"idle":"verifyEmailMessage"}',
      ].sort(),
    );
  });

  it('sends a login or a registration only for a form the domain accepts, and a resend only with an email', () => {
    for (const snapshot of paths.flatMap(statesOf)) {
      const { mode, fields, needEmailVerification } = snapshot.context;
      if (snapshot.matches('loggingIn')) expect({ mode, problem: validateLogin(fields) }).toEqual({ mode: 'login', problem: null });
      if (snapshot.matches('registering')) expect({ mode, problem: validateSignUp(fields) }).toEqual({ mode: 'signUp', problem: null });
      if (snapshot.matches('resending')) expect(fields.email.trim()).not.toBe('');
      // The resend offer belongs to a refused login; switching modes forgets it.
      if (needEmailVerification) expect(mode).toBe('login');
      if (snapshot.matches({ idle: 'verifyEmailMessage' })) expect(mode).toBe('signUp');
    }
  });

  it('shows a view that agrees with the state on every step', () => {
    for (const snapshot of paths.flatMap(statesOf)) {
      const view = authFormView(snapshot);
      expect(view.submitLabel).toBe(view.submitting ? 'Please wait...' : view.mode === 'login' ? 'Login' : 'Sign Up');
      if (view.screen === 'verifyEmail') expect(view.resend).not.toBeNull();
      if (view.resend?.sending) expect(snapshot.matches('resending')).toBe(true);
    }
  });

  it('walked on a real actor with the 0.5 s debounce on a simulated clock, goes back exactly when a login succeeded, after its toast', () => {
    for (const path of paths) {
      const emitted = replay(pending, path, { input: {}, timers: { [DEBOUNCE]: AUTH_VALIDATION_DEBOUNCE_MS } });
      const navigations = emitted.filter((event) => event.type === 'navigate');
      if (path.state.matches('loggedIn')) {
        expect(navigations).toEqual([{ type: 'navigate', to: '/', replace: true }]);
        expect(toastsOf(emitted).at(-1)).toBe('success: Logged in successfully!');
      } else {
        expect(navigations).toEqual([]);
        expect(toastsOf(emitted)).not.toContain('success: Logged in successfully!');
      }
    }
  });
});

describe('forgotPasswordMachine, every shortest path', () => {
  const events = [
    { type: 'email.change', value: '' },
    { type: 'email.change', value: 'ada@example' },
    { type: 'email.change', value: ' Ada@Example.com ' },
    { type: 'form.submit' },
    { type: 'request.again' },
    { type: 'xstate.done.actor.requestReset', output: ok },
    { type: 'xstate.error.actor.requestReset', error: new Network({ cause: 'offline' }) },
  ] as unknown as EventFromLogic<typeof forgotPasswordMachine>[];
  const paths = getShortestPaths(forgotPasswordMachine, { events });

  it('reaches the form, sending and sent; sends only a valid email, and tells it was sent to the normalised address', () => {
    expect(new Set(paths.map((path) => forgotPasswordView(path.state).screen))).toEqual(new Set(['form', 'sent']));
    for (const snapshot of paths.flatMap(statesOf)) {
      if (snapshot.matches('sending')) expect(validateEmailField(snapshot.context.email)).toBeNull();
      if (snapshot.matches('sent')) expect(snapshot.context.sentTo).toBe('ada@example.com');
      expect(forgotPasswordView(snapshot).sending).toBe(snapshot.matches('sending'));
    }
  });

  it('walked on a real actor, toasts the success exactly when the path reached the sent screen', () => {
    const pending = forgotPasswordMachine.provide({ actors: { requestReset: fromPromise(() => neverSettles()) } });
    for (const path of paths) {
      const reachedSent = statesOf(path).some((snapshot) => snapshot.matches('sent'));
      expect(toastsOf(replay(pending, path)).includes('success: Password reset link sent to your email')).toBe(reachedSent);
    }
  });
});

describe('resetPasswordMachine, every shortest path on a simulated clock', () => {
  const REDIRECT = 'xstate.after.redirect.resetPassword.succeeded';
  const events = [
    { type: 'xstate.done.actor.verifyToken', output: { name: 'Ada Obi' } },
    { type: 'xstate.error.actor.verifyToken', error: new Network({ cause: 'offline' }) },
    { type: 'field.change', field: 'newPassword', value: 'NewPassw0rd' },
    { type: 'field.change', field: 'confirmPassword', value: 'NewPassw0rd' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.resetPassword', output: ok },
    { type: 'xstate.error.actor.resetPassword', error: new Network({ cause: 'offline' }) },
    { type: REDIRECT },
  ] as unknown as EventFromLogic<typeof resetPasswordMachine>[];
  const paths = getShortestPaths(resetPasswordMachine, { events, input: { token: 't' } });

  it('reaches every screen, and goes to /login exactly 2 s after a successful reset', () => {
    expect(new Set(paths.map((path) => resetPasswordView(path.state).screen))).toEqual(
      new Set(['verifying', 'invalid', 'form', 'succeeded']),
    );
    const pending = resetPasswordMachine.provide({
      actors: { verifyToken: fromPromise(() => neverSettles()), resetPassword: fromPromise(() => neverSettles()) },
    });
    for (const path of paths) {
      const emitted = replay(pending, path, { input: { token: 't' }, timers: { [REDIRECT]: REDIRECT_AFTER_RESET_MS } });
      const navigations = emitted.filter((event) => event.type === 'navigate');
      expect(navigations).toEqual(path.state.matches('redirected') ? [{ type: 'navigate', to: '/login' }] : []);
    }
  });
});

describe('emailVerificationMachine, every shortest path', () => {
  const events = [
    { type: 'xstate.done.actor.verifyEmail', output: { success: true, message: '' } },
    { type: 'xstate.done.actor.verifyEmail', output: { success: true, message: 'Your email is verified' } },
    { type: 'xstate.error.actor.verifyEmail', error: new Rejected({ status: 400, message: 'This link has expired' }) },
    { type: 'xstate.error.actor.verifyEmail', error: new Network({ cause: 'offline' }) },
  ] as unknown as EventFromLogic<typeof emailVerificationMachine>[];
  const paths = getShortestPaths(emailVerificationMachine, { events, input: { token: 't' } });

  it('ends on success or error with the message to show; an error is toasted as well', () => {
    const pending = emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(() => neverSettles()) } });
    const outcomes = paths.map((path) => {
      const toasts = toastsOf(replay(pending, path, { input: { token: 't' } }));
      const view = emailVerificationView(path.state);
      expect(toasts).toEqual(view.screen === 'error' ? [`error: ${view.message}`] : []);
      return `${view.screen}: ${view.message}`;
    });
    expect(outcomes.sort()).toEqual(
      [
        'loading: ',
        'success: Email verified successfully!',
        'success: Your email is verified',
        'error: This link has expired',
        'error: Verification failed.',
      ].sort(),
    );
  });
});
