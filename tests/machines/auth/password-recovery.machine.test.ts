import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import { Network, NotFound, Rejected } from '../../../src/api/errors.ts';
import { forgotPasswordMachine } from '../../../src/machines/auth/forgot-password.machine.ts';
import { REDIRECT_AFTER_RESET_MS, resetPasswordMachine } from '../../../src/machines/auth/reset-password.machine.ts';
import { emailVerificationMachine } from '../../../src/machines/auth/email-verification.machine.ts';
import { validateResetPassword } from '../../../src/domain/validation/passwords.ts';

const ok = { success: true, message: 'ok' };

describe('forgotPasswordMachine', () => {
  function start(requestReset: (email: string) => Promise<typeof ok>) {
    const toasts: string[] = [];
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: { requestReset: fromPromise(({ input }) => requestReset(input.email)) },
        actions: { notify: (_, { kind, message }) => toasts.push(`${kind}: ${message}`) },
      }),
    ).start();
    return { actor, toasts };
  }

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['ada@example', 'Please enter a valid email address'],
  ])('refuses %j with %s', (email, message) => {
    const { actor, toasts } = start(async () => ok);
    actor.send({ type: 'email.change', value: email });
    actor.send({ type: 'form.submit' });
    expect(toasts).toEqual([`error: ${message}`]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends the trimmed, lower-cased email, then shows the sent state; resend goes back to the form', async () => {
    const sent: string[] = [];
    const { actor, toasts } = start(async (email) => {
      sent.push(email);
      return ok;
    });
    actor.send({ type: 'email.change', value: '  Ada@Example.COM ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sent).toEqual(['ada@example.com']);
    expect(actor.getSnapshot().context.sentTo).toBe('ada@example.com');
    expect(toasts).toEqual(['success: Password reset link sent to your email']);

    actor.send({ type: 'request.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.email).toBe('  Ada@Example.COM ');
  });

  it("shows the server's message, or the generic one, when the request fails", async () => {
    const refused = start(() => Promise.reject(new Rejected({ status: 429, message: 'Too many requests' })));
    refused.actor.send({ type: 'email.change', value: 'ada@example.com' });
    refused.actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(refused.toasts).toEqual(['error: Too many requests']));
    expect(refused.actor.getSnapshot().value).toBe('editing');

    const offline = start(() => Promise.reject(new Network({ cause: 'offline' })));
    offline.actor.send({ type: 'email.change', value: 'ada@example.com' });
    offline.actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(offline.toasts).toEqual(['error: An error occurred. Please try again.']));
  });
});

describe('resetPasswordMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(fakes: { verify?: () => Promise<{ name: string }>; reset?: () => Promise<typeof ok> } = {}) {
    const log: string[] = [];
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          verifyToken: fromPromise(fakes.verify ?? (async () => ({ name: 'Ada Obi' }))),
          resetPassword: fromPromise(fakes.reset ?? (async () => ok)),
        },
        actions: {
          notify: (_, { kind, message }) => log.push(`${kind}: ${message}`),
          navigate: (_, { to }) => log.push(`go ${to}`),
        },
      }),
      { input: { token: 'reset-token' } },
    ).start();
    const fill = (newPassword: string, confirmPassword: string) => {
      actor.send({ type: 'field.change', field: 'newPassword', value: newPassword });
      actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword });
    };
    return { actor, log, fill };
  }

  it('verifies the link first and greets the user by name', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('verifying');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().context.name).toBe('Ada Obi');
  });

  it('shows the invalid-link screen when the token is refused', async () => {
    const { actor } = start({ verify: () => Promise.reject(new NotFound({ message: 'Invalid or expired reset link' })) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it.each([
    ['', '', 'New password is required'],
    ['Short1', 'Short1', 'Password must be at least 8 characters long'],
    ['Longer123', 'Longer124', 'Passwords do not match'],
    ['alllower123', 'alllower123', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
  ])('refuses %j / %j with %s', async (password, confirmation, message) => {
    const { actor, log, fill } = start();
    await vi.advanceTimersByTimeAsync(0);
    fill(password, confirmation);
    actor.send({ type: 'form.submit' });
    expect(log).toEqual([`error: ${message}`]);
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('resets, shows the success toast and goes to /login exactly 2 seconds later', async () => {
    const { actor, log, fill } = start();
    await vi.advanceTimersByTimeAsync(0);
    fill('NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('resetting');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(log).toEqual(['success: Password reset successfully! You can now login with your new password.']);
    await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS - 1);
    expect(log).not.toContain('go /login');
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toContain('go /login');
    expect(REDIRECT_AFTER_RESET_MS).toBe(2000);
  });

  it("keeps the form and shows the server's message when the reset is refused", async () => {
    const { actor, log, fill } = start({
      reset: () => Promise.reject(new Rejected({ status: 400, message: 'Invalid or expired reset link' })),
    });
    await vi.advanceTimersByTimeAsync(0);
    fill('NewPassw0rd', 'NewPassw0rd');
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(log).toEqual(['error: Invalid or expired reset link']);
  });
});

describe('resetPasswordMachine, every shortest path', () => {
  type ResetEvent = EventFromLogic<typeof resetPasswordMachine>;
  const candidates = ['', 'Short1', 'alllower123', 'NewPassw0rd', 'NewPassw0rD'];
  const events = [
    { type: 'xstate.done.actor.verifyToken', output: { name: 'Ada' } },
    { type: 'form.submit' },
    ...candidates.flatMap((value) => [
      { type: 'field.change', field: 'newPassword', value },
      { type: 'field.change', field: 'confirmPassword', value },
    ]),
  ] as ResetEvent[];

  it('reaches the reset request only with a form the domain accepts', () => {
    const paths = getShortestPaths(resetPasswordMachine, { events, input: { token: 't' } });
    const resetting = paths.filter((path) => path.state.matches('resetting'));
    expect(resetting.length).toBe(2);
    for (const path of resetting) {
      expect(validateResetPassword(path.state.context)).toBeNull();
      expect(path.state.context.newPassword).toBe(path.state.context.confirmPassword);
    }
  });
});

describe('emailVerificationMachine', () => {
  function start(verify: () => Promise<typeof ok>) {
    const toasts: string[] = [];
    const actor = createActor(emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(verify) } }), {
      input: { token: 'mail-token' },
    });
    actor.on('toast', (effect) => toasts.push(`${effect.kind}: ${effect.message}`));
    actor.start();
    return { actor, toasts };
  }

  it("shows the server's message on success, else 'Email verified successfully!'", async () => {
    const { actor } = start(async () => ({ success: true, message: 'Your email is verified' }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('success'));
    expect(actor.getSnapshot().context.message).toBe('Your email is verified');

    const silent = start(async () => ({ success: true, message: '' }));
    await vi.waitFor(() => expect(silent.actor.getSnapshot().value).toBe('success'));
    expect(silent.actor.getSnapshot().context.message).toBe('Email verified successfully!');
  });

  it("shows the server's message on failure, else 'Verification failed.', in a toast and on the page", async () => {
    const { actor, toasts } = start(() => Promise.reject(new Rejected({ status: 400, message: 'This link has expired' })));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('error'));
    expect(actor.getSnapshot().context.message).toBe('This link has expired');
    expect(toasts).toEqual(['error: This link has expired']);

    const offline = start(() => Promise.reject(new Network({ cause: 'offline' })));
    await vi.waitFor(() => expect(offline.actor.getSnapshot().value).toBe('error'));
    expect(offline.actor.getSnapshot().context.message).toBe('Verification failed.');
    expect(offline.toasts).toEqual(['error: Verification failed.']);
  });
});
