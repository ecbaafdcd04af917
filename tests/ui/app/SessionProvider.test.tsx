import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { cartMachine, type CartItem } from '../../../src/machines/cart/cart.machine.ts';
import type { liveSessionMachine } from '../../../src/machines/session.live.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { AppToaster } from '../../../src/ui/app/AppToaster.tsx';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { SessionEffects } from '../../../src/ui/app/SessionProvider.tsx';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { ada, cartLine } from '../../machines/fixtures/user.ts';

/** The session machine with fake requests and storage, signed in with a stored token and a one-line cart. */
const signedIn = sessionMachine.provide({
  actors: {
    loadUser: fromPromise(async () => ada),
    revokeToken: fromPromise(async () => undefined),
    listenForExpiry: fromCallback<EventObject>(() => () => {}),
    cart: cartMachine.provide({
      actors: {
        loadCart: fromPromise(async (): Promise<readonly CartItem[]> => [cartLine]),
        changeLine: fromPromise(async (): Promise<readonly CartItem[]> => []),
      },
    }),
  },
  actions: { storeToken: () => {}, forgetToken: () => {}, forgetCurrentOrder: () => {} },
});

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}`}</p>;
}

let session: AnyActorRef | undefined;

function Grab() {
  session = SessionContext.useActorRef();
  return null;
}

/** The app's frame as main.tsx builds it, with the session's effects applied by SessionEffects. */
async function renderApp() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <ToastContext.Provider>
        <SessionContext.Provider logic={signedIn as unknown as typeof liveSessionMachine} options={{ input: { token: 'stored' } }}>
          <SessionEffects />
          <Grab />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <AppToaster />
        </SessionContext.Provider>
      </ToastContext.Provider>
    </MemoryRouter>,
  );
  const actor = session as AnyActorRef;
  await waitFor(() => expect(actor.getSnapshot().children.cart?.getSnapshot().value).toBe('ready'));
  return actor;
}

describe("SessionEffects: the session emits AppEffects, applied like a screen's", () => {
  it("logout goes to /login and says 'Logged out successfully' once", async () => {
    const actor = await renderApp();
    act(() => actor.send({ type: 'session.logout' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(screen.getAllByText('Logged out successfully')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully');
  });

  it('a 401 from any call goes to /login, saying nothing', async () => {
    const actor = await renderApp();
    act(() => actor.send({ type: 'session.expired' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("the session's cart toasts reach the toaster once", async () => {
    const actor = await renderApp();
    await act(() => actor.getSnapshot().children.cart?.send({ type: 'line.remove', cartKey: cartLine.key }));
    expect(await screen.findByRole('status')).toHaveTextContent('Item removed from cart');
    expect(screen.getAllByText('Item removed from cart')).toHaveLength(1);
  });
});
