import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { cartMachine } from '../../src/machines/cart/cart.machine.ts';
import { SessionRejected, sessionMachine, type CartItem, type User } from '../../src/machines/session.machine.ts';
import { ada, cartLine } from './fixtures/user.ts';

interface Fakes {
  listeners?: Array<() => void>;
  loadUser?: () => Promise<User>;
  loadCart?: () => Promise<readonly CartItem[]>;
  changeLine?: () => Promise<readonly CartItem[]>;
  revokeToken?: () => Promise<undefined>;
  storedToken?: () => Promise<string | null>;
}

function start(token: string | null, fakes: Fakes = {}) {
  const log: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      storedToken: fromPromise(fakes.storedToken ?? (async () => null)),
      loadUser: fromPromise(fakes.loadUser ?? (async () => ada)),
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise(fakes.loadCart ?? (async () => [cartLine])),
          changeLine: fromPromise(fakes.changeLine ?? (async () => [])),
        },
      }),
      revokeToken: fromPromise(fakes.revokeToken ?? (async () => undefined)),
      listenForExpiry: fromCallback<EventObject>(({ sendBack }) => {
        fakes.listeners?.push(() => sendBack({ type: 'session.expired' }));
      }),
    },
    actions: {
      storeToken: (_, params) => log.push(`store ${params.token}`),
      forgetToken: () => log.push('forget'),
      forgetCurrentOrder: () => log.push('forget order'),
    },
  });
  const actor = createActor(machine, { input: { token } });
  // The AppEffects the app applies (SessionProvider): where to go, what to say.
  actor.on('*', (event) => {
    if (event.type === 'navigate') log.push(`go ${event.to}`);
    else if (event.type === 'toast') log.push(`toast ${event.kind}: ${event.message}`);
    else log.push(event.type);
  });
  return { actor: actor.start(), log };
}

/** The session's cart child, once it has its lines. */
function cartLoaded(actor: ReturnType<typeof start>['actor']) {
  const cart = actor.getSnapshot().children.cart;
  if (!cart) throw new Error('no cart child');
  return waitFor(cart, (s) => s.matches('ready'));
}

/** The lines of the session's cart child. */
function cartOf(actor: { getSnapshot: () => { children: { cart?: { getSnapshot: () => { context: { items: readonly CartItem[] } } } } } }) {
  return actor.getSnapshot().children.cart?.getSnapshot().context.items;
}

describe('sessionMachine', () => {
  it('is a guest without a stored token', async () => {
    const { actor, log } = start(null);
    actor.send({ type: 'page.takenOver' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context).toEqual({ token: null, user: null, logoutTarget: '/login' });
    expect(snapshot.children.loadUser).toBeUndefined();
    expect(log).toEqual([]);
  });

  it("given no token, reads nothing until the page is the browser's: until then a guest, as the server rendered it", async () => {
    let reads = 0;
    const { actor } = start(null, {
      storedToken: async () => {
        reads += 1;
        return 'kept';
      },
    });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(reads).toBe(0);
    actor.send({ type: 'page.takenOver' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    // Later pages taken over (every navigation) read nothing again.
    actor.send({ type: 'page.takenOver' });
    expect(reads).toBe(1);
  });

  it('given no token, reads the stored one once the page is taken over: found, it loads the user and then the cart', async () => {
    const { actor } = start(null, { storedToken: async () => 'kept' });
    actor.send({ type: 'page.takenOver' });
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context.token).toBe('kept');
    expect(snapshot.context.user?.name).toBe('Ada Obi');
    await cartLoaded(actor);
    expect(cartOf(actor)).toEqual([cartLine]);
  });

  it('an empty stored token, or storage that refuses to be read, leaves a guest', async () => {
    for (const storedToken of [async () => '', () => Promise.reject(new Error('storage refused'))]) {
      const { actor, log } = start(null, { storedToken });
      actor.send({ type: 'page.takenOver' });
      const snapshot = await waitFor(actor, (s) => s.matches('guest'));
      expect(snapshot.context.token).toBeNull();
      expect(log).toEqual([]);
    }
  });

  it('a login handed over while the stored token is being read wins, and is stored', async () => {
    let found: (token: string | null) => void = () => {};
    const { actor, log } = start(null, { storedToken: () => new Promise((resolve) => (found = resolve)) });
    actor.send({ type: 'page.takenOver' });
    expect(actor.getSnapshot().value).toBe('readingStoredToken');
    actor.send({ type: 'session.loggedIn', token: 'fresh', user: ada });
    found('old');
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context.token).toBe('fresh');
    expect(log).toEqual(['store fresh']);
  });

  it('with a stored token, loads the user and then the cart', async () => {
    const { actor } = start('stored');
    expect(actor.getSnapshot().value).toBe('loadingUser');
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context.user?.name).toBe('Ada Obi');
    await cartLoaded(actor);
    expect(cartOf(actor)).toEqual([cartLine]);
    expect(snapshot.context.token).toBe('stored');
  });

  it('drops a stored token the server rejects, without navigating', async () => {
    const { actor, log } = start('stale', { loadUser: () => Promise.reject(new SessionRejected()) });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.token).toBeNull();
    expect(log).toEqual(['forget', 'forget order']);
  });

  it('keeps the token when the server cannot be reached, and retries on demand', async () => {
    let calls = 0;
    const { actor, log } = start('stored', {
      loadUser: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return ada;
      },
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.token).toBe('stored');
    expect(log).toEqual([]);
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
  });

  it('login stores the token, keeps the user and loads the cart', async () => {
    const { actor, log } = start(null);
    actor.send({ type: 'session.loggedIn', token: 'fresh', user: ada });
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(snapshot.context).toMatchObject({ token: 'fresh', user: ada });
    await cartLoaded(actor);
    expect(cartOf(actor)).toEqual([cartLine]);
    expect(log).toEqual(['store fresh']);
  });

  it('a login handed over while someone is signed in is ignored: the token and user stay, nothing is stored', async () => {
    const { actor, log } = start('stored');
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'session.loggedIn', token: 'other', user: { ...ada, _id: 'u2', name: 'Bola Ade' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ authenticated: 'ready' });
    expect(snapshot.context).toEqual({ token: 'stored', user: ada, logoutTarget: '/login' });
    expect(log).toEqual([]);
  });

  it('logout revokes the token, clears everything and goes to /login by default', async () => {
    const { actor, log } = start('stored');
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(cartOf(actor)).toEqual([]);
    expect(log).toEqual(['forget', 'forget order', 'go /login', 'toast success: Logged out successfully']);
  });

  it('logout can go home instead, and still clears the session when revoking fails', async () => {
    const { actor, log } = start('stored', { revokeToken: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'session.logout', to: '/' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(log).toEqual(['forget', 'forget order', 'go /', 'toast success: Logged out successfully']);
  });

  it('a 401 from any call clears the session and goes to /login', async () => {
    const { actor, log } = start('stored');
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(cartOf(actor)).toEqual([]);
    expect(log).toEqual(['forget', 'forget order', 'go /login', 'toast error: Authentication required. Please log in again.']);
    // The other calls that met the same 401 change nothing and say nothing more.
    actor.send({ type: 'session.expired' });
    expect(log).toEqual([
      'forget',
      'forget order',
      'go /login',
      'toast error: Authentication required. Please log in again.',
      'forget',
      'forget order',
      'go /login',
    ]);
  });

  it('says what its cart says: the cart reports its toasts, the session emits them for the app', async () => {
    const { actor, log } = start('stored', { changeLine: async () => [] });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    await cartLoaded(actor);
    actor.getSnapshot().children.cart?.send({ type: 'line.remove', cartKey: cartLine.key });
    await waitFor(actor, () => cartOf(actor)?.length === 0);
    expect(log).toEqual(['toast success: Item removed from cart']);
  });

  it('reloads the cart on request, and keeps the session when the cart fails', async () => {
    let calls = 0;
    const { actor } = start('stored', {
      loadCart: async () => {
        calls += 1;
        if (calls === 2) throw new Error('offline');
        return [cartLine];
      },
    });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    await cartLoaded(actor);
    actor.send({ type: 'cart.reload' });
    const cart = actor.getSnapshot().children.cart;
    if (!cart) throw new Error('no cart child');
    // A failed load is not an empty cart: the cart says it failed and keeps the lines it had.
    await waitFor(cart, (s) => s.matches('loadFailed'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ authenticated: 'ready' })).toBe(true);
    expect(calls).toBe(2);
    expect(cartOf(actor)).toEqual([cartLine]);
    expect(snapshot.context.user).toEqual(ada);
  });

  it('reloads the user on request (after a profile change)', async () => {
    const renamed = { ...ada, name: 'Ada N. Obi' };
    let calls = 0;
    const { actor } = start('stored', { loadUser: async () => (++calls === 1 ? ada : renamed) });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'user.reload' });
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }) && s.context.user?.name === 'Ada N. Obi');
    expect(snapshot.context.token).toBe('stored');
  });

  it('listens for the 401 signal of the API client from the start', async () => {
    const listeners: Array<() => void> = [];
    const { actor, log } = start('stored', { listeners });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(listeners).toHaveLength(1);
    listeners.forEach((emit) => emit());
    expect(actor.getSnapshot().value).toBe('guest');
    expect(log).toEqual(['forget', 'forget order', 'go /login', 'toast error: Authentication required. Please log in again.']);
  });
});
