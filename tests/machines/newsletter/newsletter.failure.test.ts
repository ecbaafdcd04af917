import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newsletterMachine } from '../../../src/machines/newsletter/newsletter.machine.ts';

type Answer = { success: boolean; message: string };

/** Subscribes once with a request that rejects with `error`; resolves with the failed state's message. */
async function failWith(error: unknown): Promise<string> {
  const actor = createActor(
    newsletterMachine.provide({ actors: { subscribe: fromPromise<Answer, { email: string }>(() => Promise.reject(error)) } }),
  ).start();
  actor.send({ type: 'email.change', value: 'ada@example.ng' });
  actor.send({ type: 'form.submit' });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
  return actor.getSnapshot().context.message;
}

const FAILED = 'Sorry, we could not subscribe you right now. Please try again.';

describe('newsletterMachine, whatever a failed request rejects with', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'offline'],
    ['the number 429', 429],
    ['an object without a status', { _tag: 'Network' }],
    ['a 500 without words', { _tag: 'Unexpected', status: 500, message: '' }],
  ])('%s gives the generic fallback, never a crash', async (_, error) => {
    expect(await failWith(error)).toBe(FAILED);
  });

  it('only a 429 is a word about waiting', async () => {
    expect(await failWith({ _tag: 'Rejected', status: 429, message: '' })).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(await failWith({ _tag: 'Rejected', status: 428, message: '' })).toBe(FAILED);
  });
});
