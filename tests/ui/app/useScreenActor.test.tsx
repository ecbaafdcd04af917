import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assign, emit, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import type { liveSessionMachine } from '../../../src/machines/session.live.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { ToastContext } from '../../../src/ui/app/ToastContext.ts';
import { useScreenActor } from '../../../src/ui/app/useScreenActor.ts';

// A session that only records what it is asked to do.
const sessionHeard: string[] = [];
const recordingSession = setup({ types: { events: {} as { type: string } } }).createMachine({
  context: { token: 'abc' },
  on: { '*': { actions: ({ event }) => sessionHeard.push(event.type) } },
}) as unknown as typeof liveSessionMachine;

const screenMachine = setup({
  types: {
    context: {} as { session: AnyActorRef | null; name: string },
    input: {} as { session: AnyActorRef | null; name: string },
    events: {} as { type: 'fire'; effect: AppEffect } | { type: 'rename'; name: string },
    emitted: {} as AppEffect,
  },
}).createMachine({
  context: ({ input }) => ({ session: input.session, name: input.name }),
  on: {
    fire: { actions: emit(({ event }) => event.effect) },
    rename: { actions: assign({ name: ({ event }) => event.name }) },
  },
});

let screenActor: ReturnType<typeof useScreenActor<typeof screenMachine>> | null = null;

function Screen() {
  const actor = useScreenActor(screenMachine, { name: 'orders' });
  screenActor = actor;
  return <p>{actor.getSnapshot().context.session ? 'has session' : 'no session'}</p>;
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} from=${(location.state as { from?: string } | null)?.from ?? ''}`}</output>;
}

function Toasts() {
  const messages = ToastContext.useSelector((s) => s.context.toasts.map((toast) => `${toast.kind}: ${toast.message}`));
  return <ul aria-label="toasts">{messages.map((message) => <li key={message}>{message}</li>)}</ul>;
}

function renderScreen() {
  sessionHeard.length = 0;
  render(
    <MemoryRouter initialEntries={['/orders?page=2']}>
      <ToastContext.Provider>
        <SessionContext.Provider logic={recordingSession}>
          <Routes>
            <Route path="/orders" element={<Screen />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
          <Toasts />
        </SessionContext.Provider>
      </ToastContext.Provider>
    </MemoryRouter>,
  );
  if (!screenActor) throw new Error('the screen did not start');
  return screenActor;
}

describe('useScreenActor', () => {
  it('starts the screen with its input and the session actor', () => {
    const actor = renderScreen();
    expect(actor.getSnapshot().context.name).toBe('orders');
    expect(screen.getByText('has session')).toBeInTheDocument();
  });

  it('shows a toast the machine emits', () => {
    const actor = renderScreen();
    act(() => actor.send({ type: 'fire', effect: { type: 'toast', kind: 'error', message: 'Failed to load orders' } }));
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('error: Failed to load orders');
  });

  it('navigates where the machine says', () => {
    const actor = renderScreen();
    act(() => actor.send({ type: 'fire', effect: { type: 'navigate', to: '/payment' } }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/payment from=');
  });

  it('sends a login-required screen to /login, remembering the page and its query', () => {
    const actor = renderScreen();
    act(() => actor.send({ type: 'fire', effect: { type: 'loginRequired' } }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login from=/orders?page=2');
  });

  it('asks the session to reload the cart or the user', () => {
    const actor = renderScreen();
    act(() => actor.send({ type: 'fire', effect: { type: 'cart.changed' } }));
    act(() => actor.send({ type: 'fire', effect: { type: 'user.changed' } }));
    expect(sessionHeard.filter((type) => !type.startsWith('xstate.'))).toEqual(['cart.reload', 'user.reload']);
  });
});
