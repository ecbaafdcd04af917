import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { components } from '../api/schema.gen.ts';

export type User = components['schemas']['User'];
export type CartItem = components['schemas']['CartItem'];

/** Shown after the shopper logs out (shop spec §8); a session that expires says nothing. */
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/** Where logout sends the shopper: the spec allows the home page or the login page. */
export type LogoutTarget = '/' | '/login';

interface SessionContext {
  readonly token: string | null;
  readonly user: User | null;
  readonly cart: readonly CartItem[];
  readonly logoutTarget: LogoutTarget;
}

type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: User }
  | { type: 'session.logout'; to?: LogoutTarget }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'cart.reload' }
  | { type: 'user.reload' };

/** Set by the loaders when the server said 401: the token is dead, not the network. */
export class SessionRejected extends Error {
  override readonly name = 'SessionRejected';
}

const signedOut = { token: null, user: null, cart: [] } as const;

/**
 * Who is signed in. With a stored token it loads the user, then the cart; login hands it a token
 * and a user. Logout, or a 401 from any call ('session.expired'), clears token, user, cart,
 * wishlist and addresses (the last two travel with the user). Storage and navigation are
 * injected actions; the requests are injected actors.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as { type: 'toast'; kind: 'success'; message: string },
    input: {} as { token: string | null },
  },
  actors: {
    loadUser: fromPromise<User, { token: string }>(() => Promise.reject(new Error('loadUser is not provided'))),
    loadCart: fromPromise<readonly CartItem[]>(() => Promise.reject(new Error('loadCart is not provided'))),
    revokeToken: fromPromise<undefined>(() => Promise.reject(new Error('revokeToken is not provided'))),
    /** Sends 'session.expired' whenever any call answers 401. */
    listenForExpiry: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    tokenWasRejected: ({ event }) => 'error' in event && event.error instanceof SessionRejected,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...signedOut, token: input.token, logoutTarget: '/login' }),
  initial: 'booting',
  invoke: { id: 'listenForExpiry', src: 'listenForExpiry' },
  on: {
    'session.expired': {
      target: '.guest',
      actions: [assign(signedOut), 'forgetToken', { type: 'navigate', params: { to: '/login' } }],
    },
  },
  states: {
    booting: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'guest' }],
    },
    guest: {
      on: {
        'session.loggedIn': {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: 'tokenWasRejected', target: 'guest', actions: [assign(signedOut), 'forgetToken'] },
          // A network failure is not a logout: keep the token and let the shopper retry.
          { target: 'unavailable' },
        ],
      },
    },
    unavailable: {
      on: { 'session.retry': 'loadingUser' },
    },
    authenticated: {
      initial: 'loadingCart',
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: assign({ logoutTarget: ({ event }) => event.to ?? '/login' }),
        },
        'user.reload': '.reloadingUser',
      },
      states: {
        loadingCart: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'ready', actions: assign({ cart: ({ event }) => event.output }) },
            // The session stands without a cart; the next reload tries again.
            onError: { target: 'ready' },
          },
        },
        ready: {
          on: { 'cart.reload': 'loadingCart' },
        },
        reloadingUser: {
          invoke: {
            id: 'reloadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
            onError: { target: 'ready' },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        // Whether or not the server heard us, this browser forgets the session.
        onDone: 'leaving',
        onError: 'leaving',
      },
    },
    leaving: {
      entry: [
        assign(signedOut),
        'forgetToken',
        { type: 'navigate', params: ({ context }) => ({ to: context.logoutTarget }) },
        emit({ type: 'toast', kind: 'success', message: LOGGED_OUT_MESSAGE }),
      ],
      always: 'guest',
    },
  },
});
