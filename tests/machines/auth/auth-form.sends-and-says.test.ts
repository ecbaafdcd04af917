import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { AUTH_VALIDATION_DEBOUNCE_MS, authFormMachine } from '../../../src/machines/auth/auth-form.machine.ts';
import { ada } from '../fixtures/user.ts';

type Fields = { name: string; email: string; password: string; confirmPassword: string };

function start(fakes: { login?: () => Promise<never>; register?: () => Promise<never> } = {}) {
  const inputs: { actor: string; input: unknown }[] = [];
  const machine = authFormMachine.provide({
    actors: {
      login: fromPromise<{ success: boolean; message: string; token: string; user: typeof ada }, { email: string; password: string }>(
        async ({ input }) => {
          inputs.push({ actor: 'login', input });
          return fakes.login ? fakes.login() : { success: true, message: 'Login successful', token: 't1', user: ada };
        },
      ),
      register: fromPromise<{ success: boolean; message: string }, Fields>(async ({ input }) => {
        inputs.push({ actor: 'register', input });
        return fakes.register ? fakes.register() : { success: true, message: 'Registration successful' };
      }),
      resendVerification: fromPromise<{ success: boolean; message: string }, { email: string }>(async ({ input }) => {
        inputs.push({ actor: 'resend', input });
        return { success: true, message: 'Verification email sent' };
      }),
    },
  });
  // No input at all: the form has no session to hand the login to and goes back to '/'.
  const actor = createActor(machine, { input: undefined });
  const emitted: AppEffect[] = [];
  actor.on('*', (effect) => emitted.push(effect));
  actor.start();
  const fill = (fields: Partial<Fields>) =>
    Object.entries(fields).forEach(([field, value]) => actor.send({ type: 'field.change', field: field as keyof Fields, value }));
  return { actor, inputs, emitted, fill };
}

const settle = () => vi.advanceTimersByTimeAsync(AUTH_VALIDATION_DEBOUNCE_MS);

describe('authFormMachine: what it sends and says', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs in without a session or return path: no hand-over, back to /', async () => {
    const { actor, emitted, fill } = start();
    fill({ email: 'ada@example.com', password: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Logged in successfully!' },
      { type: 'navigate', to: '/', replace: true },
    ]);
  });

  it("says 'Login failed' for an unverified email without a server message", async () => {
    const { actor, emitted, fill } = start({ login: () => Promise.reject({ needEmailVerification: true }) });
    fill({ email: 'ada@example.com', password: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.needEmailVerification).toBe(true);
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Login failed' }]);
  });

  it("registers with every field and the email trimmed; a failure without message is 'Registration failed'", async () => {
    const { actor, inputs, emitted, fill } = start({ register: () => Promise.reject(new Error('socket closed')) });
    actor.send({ type: 'mode.change', mode: 'signUp' });
    fill({ name: 'Ada Obi', email: ' ada@example.com ', password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(inputs).toEqual([
      { actor: 'register', input: { name: 'Ada Obi', email: 'ada@example.com', password: 'Secret12', confirmPassword: 'Secret12' } },
    ]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Registration failed' }]);
  });

  it('resends the verification to the trimmed email, and not at all for a blank one', async () => {
    const blank = start();
    blank.fill({ email: '   ' });
    blank.actor.send({ type: 'verification.resend' });
    await settle();
    expect(blank.inputs).toEqual([]);

    const { actor, inputs, fill } = start();
    fill({ email: ' ada@example.com ' });
    actor.send({ type: 'verification.resend' });
    await settle();
    expect(inputs).toEqual([{ actor: 'resend', input: { email: 'ada@example.com' } }]);
  });
});
