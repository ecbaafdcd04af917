import { fromCallback, fromPromise } from 'xstate';
import { liveCartMachine } from './cart/cart.live.ts';
import { forgetCurrentOrder } from '../infrastructure/current-order.ts';
import { sessionExpired } from '../infrastructure/session-expiry.ts';
import { sessionMachine } from './session.machine.ts';
import { clearToken, readToken, writeToken } from '../infrastructure/token-storage.ts';

const requests = () => import('./session.requests.ts');

/** The session machine wired to the real API and to the browser's storage (the token, the tab's current order). */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    storedToken: fromPromise(async () => readToken()),
    loadUser: fromPromise(async ({ signal }) => (await requests()).loadUser(signal)),
    cart: liveCartMachine,
    revokeToken: fromPromise(async ({ signal }) => (await requests()).revokeToken(signal)),
    listenForExpiry: fromCallback(({ sendBack }) => sessionExpired.subscribe(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    storeToken: (_, { token }) => writeToken(token),
    forgetToken: () => clearToken(),
    forgetCurrentOrder: () => forgetCurrentOrder(),
  },
});

/**
 * The session's input. A page the server rendered is taken over as the guest the server rendered
 * it for: the session reads the stored token once it has started (after the takeover). A page the
 * browser renders itself (one customer's, which the server leaves empty) starts with the token, so
 * its login gate sees it at once.
 */
export function initialSessionInput(serverRendered: boolean) {
  return { token: serverRendered ? null : readToken() };
}
