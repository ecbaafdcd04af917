import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { SessionRejected, sessionMachine } from '../../src/machines/session.machine.ts';
import { ada } from './fixtures/user.ts';

type SessionEvent = EventFromLogic<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

// Every event the session can meet, including the answers of its invoked requests.
const events = [
  { type: 'session.loggedIn', token: 'fresh', user: ada },
  { type: 'session.logout' },
  { type: 'session.logout', to: '/' },
  { type: 'session.expired' },
  { type: 'session.retry' },
  { type: 'cart.reload' },
  { type: 'user.reload' },
  { type: 'page.takenOver' },
  { type: 'xstate.done.actor.storedToken', output: 'kept' },
  { type: 'xstate.done.actor.storedToken', output: null },
  { type: 'xstate.error.actor.storedToken', error: new Error('storage refused') },
  { type: 'xstate.done.actor.loadUser', output: ada },
  { type: 'xstate.error.actor.loadUser', error: new SessionRejected() },
  { type: 'xstate.error.actor.loadUser', error: new Error('offline') },
  { type: 'xstate.done.actor.reloadUser', output: ada },
  { type: 'xstate.done.actor.revokeToken', output: undefined },
  { type: 'xstate.error.actor.revokeToken', error: new Error('offline') },
] as unknown as SessionEvent[];

function pathsFrom(token: string | null) {
  return getShortestPaths(sessionMachine, { events, input: { token } });
}

// What must hold in every state, whichever way it was reached.
function assertInvariants(snapshot: SessionSnapshot) {
  const { token, user } = snapshot.context;
  if (snapshot.matches('guest')) {
    expect({ token, user }).toEqual({ token: null, user: null });
  }
  if (snapshot.matches('authenticated')) {
    expect(token).not.toBeNull();
    expect(user).not.toBeNull();
  }
  if (snapshot.matches('loadingUser') || snapshot.matches('unavailable')) {
    expect(token).not.toBeNull();
  }
}

/** What a transition did: injected actions by name, emitted AppEffects as the effect. */
function executed(actions: readonly { type: string; params?: unknown }[]): string[] {
  return actions.map((action) =>
    action.type === 'xstate.emit' ? JSON.stringify((action.params as { event: unknown }).event) : action.type,
  );
}

describe('sessionMachine, every shortest path', () => {
  for (const token of [null, 'stored']) {
    it(`keeps its invariants on every reachable state (starting with token ${token})`, () => {
      const paths = pathsFrom(token);
      expect(paths.length).toBeGreaterThan(4);
      for (const path of paths) {
        for (const step of path.steps) assertInvariants(step.state);
        assertInvariants(path.state);
      }
    });
  }

  it('reaches every top-level state from a stored token', () => {
    const reached = new Set(pathsFrom('stored').map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      '"guest"',
      '"loadingUser"',
      '"unavailable"',
      '"loggingOut"',
      '{"authenticated":"ready"}',
      '{"authenticated":"reloadingUser"}',
    ]) {
      expect(reached).toContain(value);
    }
  });

  it('from every reachable state, a 401 clears the session, forgets the token and the current order, and goes to /login', () => {
    for (const path of pathsFrom('stored')) {
      const [next, actions] = transition(sessionMachine, path.state, { type: 'session.expired' });
      expect(next.value).toBe('guest');
      expect(next.context).toMatchObject({ token: null, user: null });
      expect(executed(actions)).toEqual(expect.arrayContaining(['forgetToken', 'forgetCurrentOrder', '{"type":"navigate","to":"/login"}']));
    }
  });

  it('a 401 that ends a login says why, once: only while there was a login to end', () => {
    for (const path of pathsFrom('stored')) {
      const hadToken = path.state.context.token !== null;
      const toasts = executed(transition(sessionMachine, path.state, { type: 'session.expired' })[1]).filter((action) =>
        action.includes('"toast"'),
      );
      expect(toasts).toEqual(hadToken ? ['{"type":"toast","kind":"error","message":"Authentication required. Please log in again."}'] : []);
    }
  });

  it('every logout forgets the token and the current order, goes to its target and says so', () => {
    const outs = pathsFrom('stored').filter((path) => path.state.matches('loggingOut'));
    expect(outs.length).toBeGreaterThan(0);
    for (const path of outs) {
      const [next, actions] = transition(sessionMachine, path.state, {
        type: 'xstate.done.actor.revokeToken',
        output: undefined,
      } as unknown as SessionEvent);
      expect(next.value).toBe('guest');
      expect(executed(actions)).toEqual(
        expect.arrayContaining([
          'forgetToken',
          'forgetCurrentOrder',
          JSON.stringify({ type: 'navigate', to: path.state.context.logoutTarget }),
          '{"type":"toast","kind":"success","message":"Logged out successfully"}',
        ]),
      );
    }
  });

  it('re-emits, in every state, what its cart reports', () => {
    const effect = { type: 'toast', kind: 'success', message: 'Cart updated' } as const;
    for (const path of [...pathsFrom('stored'), ...pathsFrom(null)]) {
      const [next, actions] = transition(sessionMachine, path.state, { type: 'app.effect', effect });
      expect(next.value).toEqual(path.state.value);
      expect(executed(actions)).toEqual([JSON.stringify(effect)]);
    }
  });
});
