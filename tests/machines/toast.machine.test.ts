import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_LIFETIME_MS, toastMachine } from '../../src/machines/toast.machine.ts';

const messages = (actor: ReturnType<typeof createActor<typeof toastMachine>>) =>
  actor.getSnapshot().context.toasts.map((toast) => toast.message);

describe('toastMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts the newest toast on top', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', kind: 'success', message: 'Item added to cart' });
    actor.send({ type: 'toast.show', kind: 'error', message: 'Failed to update cart' });
    expect(messages(actor)).toEqual(['Failed to update cart', 'Item added to cart']);
    expect(actor.getSnapshot().context.toasts[0]).toEqual({ id: 'toast-2', kind: 'error', message: 'Failed to update cart' });
  });

  it('closes each toast three seconds after it appeared, not earlier', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', kind: 'info', message: 'first' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.show', kind: 'info', message: 'second' });

    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1000 - 1);
    expect(messages(actor)).toEqual(['second', 'first']);
    vi.advanceTimersByTime(1);
    expect(messages(actor)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(messages(actor)).toEqual([]);
  });

  it('dismisses one toast at once and leaves the others', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', kind: 'info', message: 'keep' });
    actor.send({ type: 'toast.show', kind: 'info', message: 'drop' });
    actor.send({ type: 'toast.dismiss', id: 'toast-2' });
    expect(messages(actor)).toEqual(['keep']);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(messages(actor)).toEqual([]);
  });
});
