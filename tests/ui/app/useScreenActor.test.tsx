import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { assign, emit, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import type { liveSessionMachine } from '../../../src/machines/session.live.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { useScreenActor } from '../../../src/ui/app/useScreenActor.ts';

/** A stand-in session: records what the app sends it. */
const recordingSession = setup({ types: { context: {} as { received: string[] }, events: {} as { type: string } } }).createMachine({
  context: { received: [] },
  on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event.type] }) } },
});

/** A screen machine that emits whatever effect it is told, and remembers the session it got. */
const screenMachine = setup({
  types: {
    context: {} as { session: AnyActorRef; label: string },
    input: {} as { session: AnyActorRef; label: string },
    events: {} as { type: 'fire'; effect: AppEffect | { type: 'screen.own' } },
    emitted: {} as AppEffect | { type: 'screen.own' },
  },
}).createMachine({
  context: ({ input }) => ({ session: input.session, label: input.label }),
  on: { fire: { actions: emit(({ event }) => event.effect) } },
});

// A screen that asks for a login the moment it starts.
const eagerMachine = setup({ types: { input: {} as { session: AnyActorRef | null }, emitted: {} as AppEffect } }).createMachine({
  entry: emit({ type: 'loginRequired' }),
});

function EagerScreen() {
  useScreenActor(eagerMachine, {});
  return null;
}

let screenActor: AnyActorRef | undefined;
let sessionActor: AnyActorRef | undefined;
let toastActor: AnyActorRef | undefined;

function Screen() {
  screenActor = useScreenActor(screenMachine, { label: 'orders' });
  sessionActor = SessionContext.useActorRef();
  toastActor = ToastContext.useActorRef();
  return <p>screen</p>;
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} from ${JSON.stringify(location.state)}`}</p>;
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/orders?page=2']}>
      <ToastContext.Provider>
        <SessionContext.Provider logic={recordingSession as unknown as typeof liveSessionMachine}>
          <Routes>
            <Route path="/orders" element={<Screen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </SessionContext.Provider>
      </ToastContext.Provider>
    </MemoryRouter>,
  );
}

function fire(effect: AppEffect | { type: 'screen.own' }) {
  act(() => screenActor?.send({ type: 'fire', effect }));
}

describe('useScreenActor', () => {
  it('hears what a machine emits while it starts', () => {
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <ToastContext.Provider>
          <SessionContext.Provider logic={recordingSession as unknown as typeof liveSessionMachine}>
            <Routes>
              <Route path="/checkout" element={<EagerScreen />} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </SessionContext.Provider>
        </ToastContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /login from {"from":"/checkout"}')).toBeInTheDocument();
  });

  it('starts the screen actor with its input and the session actor', () => {
    renderScreen();
    const snapshot = screenActor?.getSnapshot() as { status: string; context: { session: AnyActorRef; label: string } };
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.label).toBe('orders');
    expect(snapshot.context.session).toBe(sessionActor);
  });

  it('shows a toast effect in the toast actor', () => {
    renderScreen();
    fire({ type: 'toast', kind: 'error', message: 'Failed to load orders' });
    expect(toastActor?.getSnapshot().context.toasts).toEqual([{ id: 'toast-1', kind: 'error', message: 'Failed to load orders' }]);
  });

  it("shows an alert effect in the browser's alert, not as a toast", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderScreen();
    fire({ type: 'alert', message: 'Link copied to clipboard!' });
    expect(alert.mock.calls).toEqual([['Link copied to clipboard!']]);
    expect(toastActor?.getSnapshot().context.toasts).toEqual([]);
    alert.mockRestore();
  });

  it('navigates on a navigate effect', () => {
    renderScreen();
    fire({ type: 'navigate', to: '/shop' });
    expect(screen.getByText('at /shop from null')).toBeInTheDocument();
  });

  it('sends a loginRequired effect to /login remembering the current path and query', () => {
    renderScreen();
    fire({ type: 'loginRequired' });
    expect(screen.getByText('at /login from {"from":"/orders?page=2"}')).toBeInTheDocument();
  });

  it('asks the session to reload the cart on cart.changed and the user on user.changed', () => {
    renderScreen();
    fire({ type: 'cart.changed' });
    fire({ type: 'user.changed' });
    expect(sessionActor?.getSnapshot().context.received).toEqual(['cart.reload', 'user.reload']);
  });

  it('leaves a screen-only emitted event alone', () => {
    renderScreen();
    fire({ type: 'screen.own' });
    expect(sessionActor?.getSnapshot().context.received).toEqual([]);
    expect(toastActor?.getSnapshot().context.toasts).toEqual([]);
    expect(screen.getByText('screen')).toBeInTheDocument();
  });

  it('forwards nothing more once the screen has unmounted', () => {
    renderScreen();
    fire({ type: 'navigate', to: '/elsewhere' });
    fire({ type: 'toast', kind: 'info', message: 'too late' });
    expect(toastActor?.getSnapshot().context.toasts).toEqual([]);
    expect(screen.getByText('at /elsewhere from null')).toBeInTheDocument();
  });
});
