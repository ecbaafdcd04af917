import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { Network, Rejected } from '../../../src/api/errors.ts';
import { validateEmailField } from '../../../src/domain/validation/email.ts';
import {
  newsletterMachine,
  SUBSCRIBE_FAILED,
  SUBSCRIBED_FALLBACK,
  TOO_MANY_ATTEMPTS,
} from '../../../src/machines/newsletter/newsletter.machine.ts';
import { newsletterView } from '../../../src/machines/newsletter/newsletter.view.ts';
import { neverSettles, replay } from '../support/replay.ts';

type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

// Every shortest path of the footer's Newsletter form, the request's answers among the events.
const events = [
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'ada@example' },
  { type: 'email.change', value: ' Ada@Example.NG ' },
  { type: 'form.submit' },
  {
    type: 'xstate.done.actor.subscribe',
    output: { success: true, message: 'Almost there! Open the link we emailed you to confirm your subscription.' },
  },
  { type: 'xstate.done.actor.subscribe', output: { success: true, message: ' ' } },
  { type: 'xstate.error.actor.subscribe', error: new Rejected({ status: 429, message: '' }) },
  { type: 'xstate.error.actor.subscribe', error: new Network({ cause: 'offline' }) },
] as unknown as EventFromLogic<typeof newsletterMachine>[];

const paths = getShortestPaths(newsletterMachine, { events });
const everyState = paths.flatMap((path) => path.steps.map((step) => step.state as NewsletterSnapshot));

describe('newsletterMachine, every shortest path', () => {
  it('reaches every state, with every message the form can say', () => {
    expect(new Set(everyState.map((snapshot) => String(snapshot.value)))).toEqual(
      new Set(['editing', 'subscribing', 'subscribed', 'failed']),
    );
    expect(new Set(everyState.map((snapshot) => snapshot.context.message))).toEqual(
      new Set([
        '',
        'Please enter your email address',
        'Please enter a valid email address',
        'Almost there! Open the link we emailed you to confirm your subscription.',
        SUBSCRIBED_FALLBACK,
        TOO_MANY_ATTEMPTS,
        SUBSCRIBE_FAILED,
      ]),
    );
  });

  it('sends only a valid email; a thank-you clears the field, a failure keeps it; an email problem is the domain’s word', () => {
    for (const snapshot of everyState) {
      const { email, message } = snapshot.context;
      if (snapshot.matches('subscribing')) expect({ problem: validateEmailField(email), message }).toEqual({ problem: null, message: '' });
      if (snapshot.matches('subscribed')) expect({ email, said: message !== '' }).toEqual({ email: '', said: true });
      if (snapshot.matches('failed'))
        expect({ problem: validateEmailField(email), said: message !== '' }).toEqual({ problem: null, said: true });
      if (snapshot.matches('editing') && message !== '') expect(message).toBe(validateEmailField(email));
    }
  });

  it('shows thanks and problems apart on every step, and marks the email invalid only for an email problem', () => {
    for (const snapshot of everyState) {
      const view = newsletterView(snapshot);
      expect(view.thanks !== '' && view.problem !== '').toBe(false);
      expect(view.thanks !== '').toBe(snapshot.matches('subscribed'));
      if (view.emailInvalid) expect(view.problem).toBe(validateEmailField(view.email));
      expect(view.submitLabel).toBe(view.subscribing ? 'Subscribing...' : 'Subscribe');
    }
  });

  it('walked on a real actor, is where the model is after every step and emits nothing (its words stay in the form)', () => {
    const pending = newsletterMachine.provide({ actors: { subscribe: fromPromise(() => neverSettles()) } });
    for (const path of paths) expect(replay(pending, path)).toEqual([]);
  });
});
