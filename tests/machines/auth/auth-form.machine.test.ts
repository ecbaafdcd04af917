import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { Network, Rejected } from '../../../src/api/errors.ts';
import { AUTH_VALIDATION_DEBOUNCE_MS, authFormMachine } from '../../../src/machines/auth/auth-form.machine.ts';
import { ada } from '../fixtures/user.ts';

interface Fakes {
  login?: (input: { email: string; password: string }) => Promise<{ success: boolean; message: string; token: string; user: typeof ada }>;
  register?: () => Promise<{ success: boolean; message: string }>;
  resend?: () => Promise<{ success: boolean; message: string }>;
}

function start(fakes: Fakes = {}) {
  const toasts: string[] = [];
  const logins: string[] = [];
  const calls = { login: 0, register: 0, resend: 0 };
  const machine = authFormMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        calls.login += 1;
        return (fakes.login ?? (async () => ({ success: true, message: 'Login successful', token: 't1', user: ada })))(input);
      }),
      register: fromPromise(async () => {
        calls.register += 1;
        return (fakes.register ?? (async () => ({ success: true, message: 'Registration successful' })))();
      }),
      resendVerification: fromPromise(async () => {
        calls.resend += 1;
        return (fakes.resend ?? (async () => ({ success: true, message: 'Verification email sent' })))();
      }),
    },
    actions: {
      notify: (_, { kind, message }) => toasts.push(`${kind}: ${message}`),
      completeLogin: (_, { token }) => logins.push(token),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const fill = (fields: Record<string, string>) =>
    Object.entries(fields).forEach(([field, value]) => actor.send({ type: 'field.change', field: field as 'email', value }));
  return { actor, toasts, logins, calls, fill };
}

// Lets the debounce run out and the injected promise settle.
async function settle() {
  await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_DEBOUNCE_MS);
}

describe('authFormMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 0.5 s before validating, and a second press restarts the wait', async () => {
    const { actor, toasts } = start();
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_DEBOUNCE_MS - 1);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_DEBOUNCE_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts).toEqual(['error: Email is required', 'error: Password is required']);
    expect(AUTH_VALIDATION_DEBOUNCE_MS).toBe(500);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'ada@', password: 'x' }, 'Email is invalid'],
    [{ email: 'ada@example.com', password: '' }, 'Password is required'],
  ])('refuses a login form %o with %s, sending nothing', async (fields, message) => {
    const { actor, toasts, calls, fill } = start();
    fill(fields);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual([`error: ${message}`]);
    expect(calls.login).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
  });

  it('takes typing during the half-second check, and checks and sends what is in the fields then', async () => {
    const sent: string[] = [];
    const { actor, toasts, fill } = start({
      login: async (input) => {
        sent.push(`${input.email} ${input.password}`);
        return { success: true, message: 'Login successful', token: 't1', user: ada };
      },
    });
    fill({ email: 'ada@example.com', password: 'Secret1' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_DEBOUNCE_MS - 1);
    fill({ password: 'Secret12' });
    expect(actor.getSnapshot().context.fields.password).toBe('Secret12');
    await settle();
    expect(sent).toEqual(['ada@example.com Secret12']);
    expect(toasts).toEqual(['success: Logged in successfully!']);
  });

  it('logs in with a trimmed email and hands the token over', async () => {
    const sent: string[] = [];
    const { actor, toasts, logins, fill } = start({
      login: async (input) => {
        sent.push(input.email);
        return { success: true, message: 'Login successful', token: 't1', user: ada };
      },
    });
    fill({ email: ' ada@example.com ', password: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(sent).toEqual(['ada@example.com']);
    expect(toasts).toEqual(['success: Logged in successfully!']);
    expect(logins).toEqual(['t1']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message on a refused login, or 'Login failed' when it gave none", async () => {
    const { actor, toasts, fill } = start({
      login: () => Promise.reject(new Rejected({ status: 400, message: 'Invalid email or password' })),
    });
    fill({ email: 'ada@example.com', password: 'wrong' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual(['error: Invalid email or password']);

    const offline = start({ login: () => Promise.reject(new Network({ cause: 'offline' })) });
    offline.fill({ email: 'ada@example.com', password: 'wrong' });
    offline.actor.send({ type: 'form.submit' });
    await settle();
    expect(offline.toasts).toEqual(['error: Login failed']);
    expect(offline.actor.getSnapshot().context.needEmailVerification).toBe(false);
  });

  it('offers to resend the verification mail when the server says the email is unverified', async () => {
    const { actor, toasts, calls, fill } = start({
      login: () => Promise.reject(new Rejected({ status: 403, message: 'Please verify your email first', needEmailVerification: true })),
    });
    fill({ email: 'ada@example.com', password: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.needEmailVerification).toBe(true);

    actor.send({ type: 'verification.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.resend).toBe(1);
    expect(toasts).toEqual(['error: Please verify your email first', 'success: Verification email sent']);
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
  });

  it("says 'Failed to resend verification email.' when resending fails without a message", async () => {
    const { actor, toasts, fill } = start({ resend: () => Promise.reject(new Network({ cause: 'offline' })) });
    fill({ email: 'ada@example.com' });
    actor.send({ type: 'verification.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual(['error: Failed to resend verification email.']);
  });

  it.each([
    [{ email: 'ada@example.com', password: 'Secret12', name: '', confirmPassword: 'Secret12' }, 'Full name is required'],
    [{ email: 'ada@example.com', password: 'short', name: 'Ada', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    [{ email: 'ada@example.com', password: 'Secret12', name: 'Ada', confirmPassword: 'Secret13' }, 'Passwords do not match'],
  ])('refuses a sign-up form %o with %s', async (fields, message) => {
    const { actor, toasts, calls, fill } = start();
    actor.send({ type: 'mode.change', mode: 'signUp' });
    fill(fields);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual([`error: ${message}`]);
    expect(calls.register).toBe(0);
  });

  it("toasts each failing check of the form, one error toast per message, in the spec's order", async () => {
    const { actor, toasts, calls, fill } = start();
    actor.send({ type: 'mode.change', mode: 'signUp' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual(['error: Email is required', 'error: Password is required', 'error: Full name is required']);
    toasts.length = 0;
    fill({ email: 'ada', password: 'abc', confirmPassword: 'abd' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual([
      'error: Email is invalid',
      'error: Full name is required',
      'error: Password must be at least 8 characters long',
      'error: Passwords do not match',
    ]);
    expect(calls.register).toBe(0);
  });

  it('registers, then shows the verify-email message, and can go back to Login with the email kept', async () => {
    const { actor, toasts, fill } = start();
    actor.send({ type: 'mode.change', mode: 'signUp' });
    fill({ name: 'Ada Obi', email: 'ada@example.com', password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'verifyEmailMessage' });
    expect(toasts).toEqual(['success: Successfully registered! Check your email to verify your account.']);

    actor.send({ type: 'verification.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ idle: 'verifyEmailMessage' });

    actor.send({ type: 'mode.change', mode: 'login' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
    expect(actor.getSnapshot().context.fields).toEqual({ name: '', email: 'ada@example.com', password: '', confirmPassword: '' });
  });

  it("shows 'Registration failed' or the server's message when registering fails", async () => {
    const { actor, toasts, fill } = start({
      register: () => Promise.reject(new Rejected({ status: 409, message: 'An account with this email already exists' })),
    });
    actor.send({ type: 'mode.change', mode: 'signUp' });
    fill({ name: 'Ada Obi', email: 'ada@example.com', password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(toasts).toEqual(['error: An account with this email already exists']);
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' });
  });

  it('with its own effects: toasts, the login handed to the session, then back where the shopper was', async () => {
    const machine = authFormMachine.provide({
      actors: {
        login: fromPromise<{ success: boolean; message: string; token: string; user: typeof ada }, { email: string; password: string }>(
          async () => ({ success: true, message: 'Login successful', token: 't1', user: ada }),
        ),
      },
    });
    const received: unknown[] = [];
    const session = createActor(
      setup({ types: { events: {} as { type: string } } }).createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } }),
    ).start();
    const actor = createActor(machine, { input: { session, returnTo: '/shop/p1' } });
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(received).toEqual([{ type: 'session.loggedIn', token: 't1', user: ada }]);
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Logged in successfully!' },
      { type: 'navigate', to: '/shop/p1', replace: true },
    ]);
  });

  it('sends a staff member to the studio instead of back to the shop', async () => {
    const staff: typeof ada = { ...ada, role: 'staff' };
    const machine = authFormMachine.provide({
      actors: {
        login: fromPromise<{ success: boolean; message: string; token: string; user: typeof staff }, { email: string; password: string }>(
          async () => ({ success: true, message: 'Login successful', token: 't2', user: staff }),
        ),
      },
    });
    const actor = createActor(machine, { input: { session: null, returnTo: '/shop/p1' } });
    const emitted: unknown[] = [];
    actor.on('navigate', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'field.change', field: 'email', value: 'sade@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(emitted).toEqual([{ type: 'navigate', to: '/studio', replace: true }]);
  });
});
