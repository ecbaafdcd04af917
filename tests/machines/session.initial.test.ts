import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine.ts';

describe('session machine, its first state', () => {
  it('without a token it is, before it starts, a guest about to read the stored token: what the server renders and the browser takes over', () => {
    const actor = createActor(sessionMachine, { input: { token: null } });
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null, logoutTarget: '/login' });
  });

  it('given a token it loads that user at once: a page the browser renders itself sees the login from its first render', () => {
    const actor = createActor(sessionMachine, { input: { token: 'kept' } });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().context.token).toBe('kept');
  });
});
