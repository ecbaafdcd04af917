import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup, waitFor, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../../src/machines/app-effects.ts';
import { loginGate } from '../../src/machines/login-gate.ts';
import { isLoggedIn } from '../../src/machines/session-ref.ts';
import { machineSources } from './support/machine-sources.ts';

// The profile screen is the one that shows a guest something of its own instead of leaving.
const OWN_GATES = ['profile/profile.machine.ts'];

function sessionWith(token: string | null): AnyActorRef {
  return createActor(createMachine({ context: { token, user: null } })).start();
}

type Context = { session: AnyActorRef };
type Event = { type: 'noop' };

function gated(message?: string) {
  return setup({
    types: { context: {} as Context, events: {} as Event, emitted: {} as AppEffect, input: {} as { session: AnyActorRef } },
    guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
  }).createMachine({
    context: ({ input }) => ({ session: input.session }),
    initial: 'checkingLogin',
    states: { ...loginGate<Context, Event>('loading', message), loading: {} },
  });
}

function run(token: string | null, message?: string) {
  const actor = createActor(gated(message), { input: { session: sessionWith(token) } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  return { actor: actor.start(), effects };
}

describe('the login gate', () => {
  it('lets a logged-in customer through to the screen without an effect', () => {
    const { actor, effects } = run('t');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects).toEqual([]);
  });

  it('asks for a login one tick later, after a subscriber had time to listen, and stops', async () => {
    const { actor, effects } = run(null);
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(effects).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  it('is never the state a snapshot shows, even before the actor starts: a view need not ask for it', () => {
    for (const token of ['t', null]) {
      const actor = createActor(gated(), { input: { session: sessionWith(token) } });
      expect(actor.getSnapshot().value).toBe(token ? 'loading' : 'leaving');
      expect(actor.start().getSnapshot().matches('checkingLogin')).toBe(false);
    }
  });

  it('says the screen’s own words first when it has them', async () => {
    const { actor, effects } = run(null, 'Please log in to review');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to review' }, { type: 'loginRequired' }]);
  });

  it('is the one every screen that needs a login uses, never written by hand', () => {
    const handWritten = machineSources
      .filter(([file, source]) => file.endsWith('.machine.ts') && source.includes('checkingLogin') && !source.includes('...loginGate<'))
      .map(([file]) => file);
    expect(handWritten).toEqual(OWN_GATES);
  });
});
