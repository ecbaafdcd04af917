import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Network, Rejected } from '../../../src/api/errors.ts';
import {
  newsletterUnsubscribeMachine,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBED_FALLBACK,
} from '../../../src/machines/newsletter/newsletter-unsubscribe.machine.ts';
import { newsletterUnsubscribeView } from '../../../src/machines/newsletter/newsletter-unsubscribe.view.ts';

function harness(answers: (() => Promise<{ success: boolean; message: string }>)[]) {
  const sent: string[] = [];
  const actor = createActor(
    newsletterUnsubscribeMachine.provide({
      actors: {
        unsubscribe: fromPromise(async ({ input }: { input: { token: string } }) => {
          sent.push(input.token);
          const answer = answers.shift();
          if (!answer) throw new Error('no answer');
          return answer();
        }),
      },
    }),
    { input: { token: 'mailed-token' } },
  ).start();
  return { actor, sent };
}

describe('the unsubscribe page', () => {
  it('asks first and sends nothing until the button is pressed (a link scanner unsubscribes nobody)', () => {
    const { actor, sent } = harness([]);
    expect(newsletterUnsubscribeView(actor.getSnapshot())).toEqual({
      screen: 'asking',
      message: '',
      canConfirm: true,
      buttonLabel: 'Unsubscribe',
    });
    expect(sent).toEqual([]);
  });

  it('unsubscribes with its token when pressed, once, and shows the server’s words', async () => {
    const { actor, sent } = harness([async () => ({ success: true, message: 'You are unsubscribed.' })]);
    actor.send({ type: 'unsubscribe.confirm' });
    expect(newsletterUnsubscribeView(actor.getSnapshot())).toEqual({
      screen: 'unsubscribing',
      message: '',
      canConfirm: false,
      buttonLabel: 'Unsubscribing…',
    });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(newsletterUnsubscribeView(actor.getSnapshot())).toMatchObject({ screen: 'unsubscribed', message: 'You are unsubscribed.' });
    expect(sent).toEqual(['mailed-token']);
  });

  it('falls back to its own words when the server gives none', async () => {
    const { actor } = harness([async () => ({ success: true, message: '' })]);
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(newsletterUnsubscribeView(actor.getSnapshot()).message).toBe(UNSUBSCRIBED_FALLBACK);
    expect(UNSUBSCRIBED_FALLBACK).toBe('You are unsubscribed.');
  });

  it('says why it failed and can be tried again', async () => {
    const { actor, sent } = harness([
      async () => {
        throw new Rejected({ status: 400, message: 'Invalid unsubscribe link' });
      },
      async () => {
        throw new Network({ cause: 'offline' });
      },
      async () => ({ success: true, message: 'Done' }),
    ]);
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(newsletterUnsubscribeView(actor.getSnapshot())).toEqual({
      screen: 'failed',
      message: 'Invalid unsubscribe link',
      canConfirm: true,
      buttonLabel: 'Try again',
    });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('failed') && sent.length === 2);
    expect(newsletterUnsubscribeView(actor.getSnapshot()).message).toBe(UNSUBSCRIBE_FAILED);
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(UNSUBSCRIBE_FAILED).toBe('We could not unsubscribe you.');
  });
});
