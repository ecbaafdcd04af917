import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor, type EventObject } from 'xstate';
import { cartMachine, type CartItem } from '../../src/machines/cart/cart.machine.ts';
import { awaitingUser } from '../../src/machines/session-ref.ts';
import { SessionRejected, sessionMachine, type User } from '../../src/machines/session.machine.ts';
import { ada } from './fixtures/user.ts';

function start(
  token: string | null,
  {
    loadUser = async (): Promise<User> => ada,
    cart = cartMachine.provide({ actors: { loadCart: fromPromise<readonly CartItem[]>(async () => []) } }),
  } = {},
) {
  const asked: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async ({ input }) => {
        asked.push(input.token);
        return loadUser();
      }),
      cart,
      revokeToken: fromPromise(async () => undefined),
      listenForExpiry: fromCallback<EventObject>(() => () => {}),
    },
  });
  return { actor: createActor(machine, { input: { token } }).start(), asked };
}

describe('sessionMachine: the token it asks with, and a cart that has stopped', () => {
  it("asks for the user with the session's token, on start and on every reload", async () => {
    const { actor, asked } = start('stored');
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'user.reload' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(asked).toEqual(['stored', 'stored']);
  });

  it('without a cart to talk to (its actor has stopped), login and logout still work', async () => {
    const gone = setup({}).createMachine({ initial: 'done', states: { done: { type: 'final' } } });
    const { actor } = start(null, { cart: gone as unknown as typeof cartMachine });
    actor.send({ type: 'session.loggedIn', token: 'fresh', user: ada });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: 'guest' });
  });

  it('names its rejection error', () => {
    expect(new SessionRejected('401').name).toBe('SessionRejected');
  });
});

describe('awaitingUser', () => {
  it('is true while a stored token is booting or its user loads, false for a guest, a signed-in user or no session', async () => {
    let answer: (user: User) => void = () => {};
    const { actor } = start('stored', { loadUser: () => new Promise((resolve) => (answer = resolve)) });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(awaitingUser(actor)).toBe(true);
    answer(ada);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(awaitingUser(actor)).toBe(false);
    expect(awaitingUser(start(null).actor)).toBe(false);
    expect(awaitingUser(null)).toBe(false);
    expect(awaitingUser(undefined)).toBe(false);
  });

  it('reads a state that is booting as awaiting, and a snapshot without matches as not', () => {
    const booting = createActor(setup({}).createMachine({ id: 'x', initial: 'booting', states: { booting: {} } })).start();
    expect(awaitingUser(booting)).toBe(true);
    const bare = { getSnapshot: () => ({}) } as unknown as Parameters<typeof awaitingUser>[0];
    expect(awaitingUser(bare)).toBe(false);
  });
});
