import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import { Network, Rejected } from '../../../src/api/errors.ts';
import {
  CONFIRMATION_FAILED,
  CONFIRMED_FALLBACK,
  newsletterConfirmationMachine,
} from '../../../src/machines/newsletter/newsletter-confirmation.machine.ts';
import { newsletterConfirmationView } from '../../../src/machines/newsletter/newsletter-confirmation.view.ts';

describe('newsletterConfirmationMachine, every shortest path', () => {
  const events = [
    { type: 'xstate.done.actor.confirm', output: { success: true, message: '' } },
    { type: 'xstate.done.actor.confirm', output: { success: true, message: 'You are on the list.' } },
    { type: 'xstate.error.actor.confirm', error: new Rejected({ status: 400, message: 'Invalid or expired confirmation link' }) },
    { type: 'xstate.error.actor.confirm', error: new Network({ cause: 'offline' }) },
  ] as unknown as EventFromLogic<typeof newsletterConfirmationMachine>[];
  const paths = getShortestPaths(newsletterConfirmationMachine, { events, input: { token: 't' } });

  it('ends confirmed or failed with the message to show', () => {
    const outcomes = paths.map((path) => {
      const view = newsletterConfirmationView(path.state);
      return `${view.screen}: ${view.message}`;
    });
    expect(outcomes.sort()).toEqual(
      [
        'confirming: ',
        `confirmed: ${CONFIRMED_FALLBACK}`,
        'confirmed: You are on the list.',
        'failed: Invalid or expired confirmation link',
        `failed: ${CONFIRMATION_FAILED}`,
      ].sort(),
    );
    expect(CONFIRMED_FALLBACK).toBe('Your subscription is confirmed.');
    expect(CONFIRMATION_FAILED).toBe('We could not confirm your subscription.');
  });

  it('sends the token of its page, once', async () => {
    const sent: string[] = [];
    const actor = createActor(
      newsletterConfirmationMachine.provide({
        actors: {
          confirm: fromPromise(async ({ input }: { input: { token: string } }) => {
            sent.push(input.token);
            return { success: true as boolean, message: 'Confirmed!' };
          }),
        },
      }),
      { input: { token: 'mailed-token' } },
    ).start();
    expect(newsletterConfirmationView(actor.getSnapshot())).toEqual({ screen: 'confirming', message: '' });
    await new Promise<void>((resolve) => actor.subscribe((snapshot) => snapshot.matches('confirmed') && resolve()));
    expect(sent).toEqual(['mailed-token']);
    expect(newsletterConfirmationView(actor.getSnapshot())).toEqual({ screen: 'confirmed', message: 'Confirmed!' });
  });
});
