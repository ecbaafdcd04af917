import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { cartMachine, type CartItem } from '../../src/machines/cart/cart.machine.ts';
import type { liveSessionMachine } from '../../src/machines/session.live.ts';
import { sessionMachine } from '../../src/machines/session.machine.ts';
import { SessionContext } from '../../src/ui/app/SessionContext.ts';
import { PageOutlet } from '../../src/ui/frame/PageOutlet.tsx';
import { ada } from '../machines/fixtures/user.ts';

/** A session whose storage keeps a login, counting how often it is read. */
let storageReads = 0;
const keptLogin = sessionMachine.provide({
  actors: {
    storedToken: fromPromise(async (): Promise<string | null> => {
      storageReads += 1;
      return 'kept';
    }),
    loadUser: fromPromise(async () => ada),
    revokeToken: fromPromise(async () => undefined),
    listenForExpiry: fromCallback<EventObject>(() => () => {}),
    cart: cartMachine.provide({
      actors: {
        loadCart: fromPromise(async (): Promise<readonly CartItem[]> => []),
        changeLine: fromPromise(async (): Promise<readonly CartItem[]> => []),
      },
    }),
  },
  actions: { storeToken: () => {}, forgetToken: () => {}, forgetCurrentOrder: () => {} },
});

let session: AnyActorRef | undefined;

function Grab() {
  session = SessionContext.useActorRef();
  return null;
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <PageOutlet />
    </>
  );
}

function renderAt(path: string, broken: () => Promise<{ default: () => React.ReactNode }>) {
  const Broken = lazy(broken);
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider logic={keptLogin as unknown as typeof liveSessionMachine} options={{ input: { token: null } }}>
        <Grab />
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Route>
        </Routes>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('PageOutlet', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading Contents' while the page's code downloads, then the page", async () => {
    let arrive: (page: { default: () => React.ReactNode }) => void = () => {};
    renderAt('/broken', () => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Contents');
    arrive({ default: () => <h1>Arrived</h1> });
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });

  it('tells the session once the page is there, not before: only then is the stored login read', async () => {
    storageReads = 0;
    let arrive: (page: { default: () => React.ReactNode }) => void = () => {};
    renderAt('/broken', () => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Contents');
    expect(session?.getSnapshot().value).toBe('restoring');
    expect(storageReads).toBe(0);
    arrive({ default: () => <h1>Arrived</h1> });
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    await waitFor(() => expect(session?.getSnapshot().matches({ authenticated: 'ready' })).toBe(true));
    expect(storageReads).toBe(1);
  });

  it('says so and offers a reload when the code never arrives; the next page starts afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Failed to fetch');

    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the spec's 'Unexpected Application Error!' with a reload when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderAt('/broken', () =>
      Promise.resolve({
        default: () => {
          throw new TypeError("Cannot read properties of undefined (reading 'title')");
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Unexpected Application Error!$/);
    expect(alert).toHaveTextContent('Something went wrong while showing this page. Reloading it usually helps.');
    expect(alert).not.toHaveTextContent('Cannot read properties');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
