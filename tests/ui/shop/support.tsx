import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { cartMachine } from '../../../src/machines/cart/cart.machine.ts';
import { sessionMachine, type CartItem, type User } from '../../../src/machines/session.machine.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { AppToaster as Toaster } from '../../../src/ui/app/AppToaster.tsx';
import { ada } from '../../machines/fixtures/user.ts';

/** Shows where the router went (and the state it carried), for assertions. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {from ? ` from ${from}` : ''}
    </p>
  );
}

interface AppOptions {
  readonly path: string;
  readonly pattern: string;
  /** Signed in with this user when given. */
  readonly user?: User;
}

/**
 * Renders a shop screen the way the app does: router, toasts (with the Toaster) and a session
 * whose requests are fakes. Counts the session's cart and user loads.
 */
export function renderInApp(screen: ReactNode, { path, pattern, user }: AppOptions) {
  const loads = { cart: 0, user: 0 };
  const session = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async () => {
        loads.user += 1;
        return user ?? ada;
      }),
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise<readonly CartItem[]>(async () => {
            loads.cart += 1;
            return [];
          }),
        },
      }),
      revokeToken: fromPromise(async () => undefined),
      listenForExpiry: fromCallback<EventObject>(() => () => {}),
    },
  });
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ToastContext.Provider>
        <SessionContext.Provider logic={session} options={{ input: { token: user ? 'token-1' : null } }}>
          <main>
            <Routes>
              <Route path={pattern} element={screen} />
              <Route path="*" element={null} />
            </Routes>
          </main>
          <Where />
          <Toaster />
        </SessionContext.Provider>
      </ToastContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, loads };
}

/** axe on the rendered page; colour contrast needs a real layout engine, so the browser tests own it. */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
