import { assign, emit, fromCallback, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';
import type { components } from '../api/schema.gen.ts';
import { AUTH_REQUIRED } from '../domain/auth-messages.ts';
import type { AppEffect, EffectReport } from './app-effects.ts';
import { cartMachine } from './cart/cart.machine.ts';
import { unprovided } from './unprovided.ts';

export type User = components['schemas']['User'];
export type CartItem = components['schemas']['CartItem'];

/** Shown after the shopper logs out; a session that expires says nothing. */
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/** Where logout sends the shopper: the spec allows the home page or the login page. */
export type LogoutTarget = '/' | '/login';

interface SessionContext {
  readonly token: string | null;
  readonly user: User | null;
  readonly logoutTarget: LogoutTarget;
}

type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: User }
  | { type: 'session.logout'; to?: LogoutTarget }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  /** The routed page is the browser's (taken over from the server's HTML, or rendered here). */
  | { type: 'page.takenOver' }
  | { type: 'cart.reload' }
  | { type: 'user.reload' }
  | EffectReport;

/** Set by the loaders when the server said 401: the token is dead, not the network. */
export class SessionRejected extends Error {
  override readonly name = 'SessionRejected';
}

const signedOut = { token: null, user: null } as const;

/** The token of a session that has one: only 'loadingUser' and 'authenticated' read it, and neither is entered without it. */
const tokenOf = (context: SessionContext) => context.token as string;

/**
 * Who is signed in. Given a token it loads the user, then the cart; given none it reads the
 * stored one (`storedToken`) once the routed page is the browser's ('page.takenOver'): a page the
 * server rendered for a guest is taken over as that guest (`restoring` is a guest's state), and
 * only then does the session learn who is signed in. Login hands it a token and a user. Logout, or a 401 from any call ('session.expired'), clears token, user, cart,
 * wishlist and addresses (the last two travel with the user), and the tab's current order.
 * Storage is injected actions, the requests injected actors; where the shopper goes next and what
 * the session (or its cart) says are AppEffects it emits, which SessionProvider applies the way
 * useScreenActor does for a screen (src/README.md).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as AppEffect,
    input: {} as { token: string | null },
    children: {} as {
      cart: 'cart';
      listenForExpiry: 'listenForExpiry';
      storedToken: 'storedToken';
      loadUser: 'loadUser';
      reloadUser: 'loadUser';
      revokeToken: 'revokeToken';
    },
  },
  actors: {
    /** The token this browser kept from an earlier login, or null. */
    storedToken: fromPromise<string | null>(() => unprovided('storedToken')),
    loadUser: fromPromise<User, { token: string }>(() => unprovided('loadUser')),
    /** The cart, a child for the whole life of the session (src/machines/cart/): one cart for every screen. */
    cart: cartMachine,
    revokeToken: fromPromise<undefined>(() => unprovided('revokeToken')),
    /** Sends 'session.expired' whenever any call answers 401. */
    listenForExpiry: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    /** The order created at checkout belongs to this login; it goes with the token. */
    forgetCurrentOrder: () => {},
    // Through the system rather than by child id: a snapshot restored without its children
    // (a pure transition, a model-based test) has no cart to talk to, and that is not an error.
    loadCart: ({ system }) => (system.get('cart') as AnyActorRef | undefined)?.send({ type: 'cart.load' }),
    emptyCart: ({ system }) => (system.get('cart') as AnyActorRef | undefined)?.send({ type: 'cart.clear' }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    signedOut: ({ context }) => context.token === null,
    // A login kept from before; an empty value is none.
    foundToken: (_, token: string | null) => Boolean(token),
    tokenWasRejected: ({ event }) => 'error' in event && event.error instanceof SessionRejected,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...signedOut, token: input.token, logoutTarget: '/login' }),
  initial: 'booting',
  invoke: [
    { id: 'listenForExpiry', src: 'listenForExpiry' },
    { id: 'cart', systemId: 'cart', src: 'cart' },
  ],
  on: {
    'session.expired': [
      // A login that the server no longer takes: on /login the shopper reads why. Once: the calls
      // that fail with it after the first find no token left.
      {
        guard: 'hasToken',
        target: '.guest',
        actions: [
          assign(signedOut),
          'emptyCart',
          'forgetToken',
          'forgetCurrentOrder',
          emit({ type: 'navigate', to: '/login' }),
          emit({ type: 'toast', kind: 'error', message: AUTH_REQUIRED }),
        ],
      },
      {
        target: '.guest',
        actions: [assign(signedOut), 'emptyCart', 'forgetToken', 'forgetCurrentOrder', emit({ type: 'navigate', to: '/login' })],
      },
    ],
    // A login the login screen hands over, while nobody is signed in (a guest, or before the stored
    // token has been read): its token and user, the token stored.
    'session.loggedIn': {
      guard: 'signedOut',
      target: '.authenticated',
      actions: [
        assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
    // The cart (a child) reports its toasts; the app hears them from the session.
    'app.effect': { actions: emit(({ event }) => event.effect) },
  },
  states: {
    booting: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'restoring' }],
    },
    // A guest until the stored token says otherwise, as the server rendered the page: the browser
    // takes the page over as that guest (React hydrates the routed page when its code has arrived,
    // after the frame), and only then does the session read the stored token. Read earlier, the
    // header, the cart and the hearts would change under a part of the page React has not taken
    // over yet, which it would then throw away and draw again.
    restoring: {
      on: { 'page.takenOver': 'readingStoredToken' },
    },
    readingStoredToken: {
      invoke: {
        id: 'storedToken',
        src: 'storedToken',
        onDone: [
          {
            guard: { type: 'foundToken', params: ({ event }) => event.output },
            target: 'loadingUser',
            actions: assign({ token: ({ event }) => event.output }),
          },
          { target: 'guest' },
        ],
        // Storage the browser will not read (privacy settings): a guest.
        onError: 'guest',
      },
    },
    guest: {},
    loadingUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: tokenOf(context) }),
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: 'tokenWasRejected', target: 'guest', actions: [assign(signedOut), 'emptyCart', 'forgetToken', 'forgetCurrentOrder'] },
          // A network failure is not a logout: keep the token and let the shopper retry.
          { target: 'unavailable' },
        ],
      },
    },
    unavailable: {
      on: { 'session.retry': 'loadingUser' },
    },
    authenticated: {
      initial: 'ready',
      // Signed in (a stored token's user loaded, or a login): the cart loads with the user.
      entry: 'loadCart',
      on: {
        'session.logout': {
          target: 'loggingOut',
          actions: assign({ logoutTarget: ({ event }) => event.to ?? '/login' }),
        },
        'user.reload': '.reloadingUser',
        'cart.reload': { actions: 'loadCart' },
      },
      states: {
        ready: {},
        reloadingUser: {
          invoke: {
            id: 'reloadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: tokenOf(context) }),
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
        'emptyCart',
        'forgetToken',
        'forgetCurrentOrder',
        emit(({ context }) => ({ type: 'navigate', to: context.logoutTarget }) as const),
        emit({ type: 'toast', kind: 'success', message: LOGGED_OUT_MESSAGE }),
      ],
      always: 'guest',
    },
  },
});
