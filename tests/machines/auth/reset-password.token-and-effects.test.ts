import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { emailVerificationMachine } from '../../../src/machines/auth/email-verification.machine.ts';
import { REDIRECT_AFTER_RESET_MS, resetPasswordMachine } from '../../../src/machines/auth/reset-password.machine.ts';

type ResetInput = { token: string; newPassword: string; confirmPassword: string };

function start(reset: () => Promise<{ success: boolean; message: string }>) {
  const inputs: unknown[] = [];
  const machine = resetPasswordMachine.provide({
    actors: {
      verifyToken: fromPromise<{ name: string }, { token: string }>(async ({ input }) => {
        inputs.push({ verify: input });
        return { name: 'Ada Obi' };
      }),
      resetPassword: fromPromise<{ success: boolean; message: string }, ResetInput>(async ({ input }) => {
        inputs.push({ reset: input });
        return reset();
      }),
    },
  });
  const actor = createActor(machine, { input: { token: 'reset-token' } });
  const emitted: AppEffect[] = [];
  actor.on('*', (effect) => emitted.push(effect));
  actor.start();
  return { actor, inputs, emitted };
}

describe('resetPasswordMachine: the token and its effects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('verifies the token, resets with it and both passwords, toasts, then navigates to /login', async () => {
    const { actor, inputs, emitted } = start(async () => ({ success: true, message: 'ok' }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Secret12' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(inputs).toEqual([
      { verify: { token: 'reset-token' } },
      { reset: { token: 'reset-token', newPassword: 'Secret12', confirmPassword: 'Secret12' } },
    ]);
    await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS);
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Password reset successfully! You can now login with your new password.' },
      { type: 'navigate', to: '/login' },
    ]);
  });

  it('says the generic error when the reset fails without a server answer', async () => {
    const { actor, emitted } = start(() => Promise.reject(new Error('socket closed')));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Secret12' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'An error occurred. Please try again.' }]);
  });
});

describe('emailVerificationMachine exact input', () => {
  it('verifies the token from the link', async () => {
    const tokens: string[] = [];
    const machine = emailVerificationMachine.provide({
      actors: {
        verifyEmail: fromPromise<{ success: boolean; message: string }, { token: string }>(async ({ input }) => {
          tokens.push(input.token);
          return { success: true, message: '' };
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'mail-token' } }).start();
    await waitFor(actor, (s) => s.matches('success'));
    expect(tokens).toEqual(['mail-token']);
    expect(actor.getSnapshot().context.message).toBe('Email verified successfully!');
  });
});
