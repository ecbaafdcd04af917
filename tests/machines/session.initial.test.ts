import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine.ts';

describe('session machine, its first state', () => {
  it('a visitor without a token is a guest, and logout would go to /login unless told otherwise', () => {
    const actor = createActor(sessionMachine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null, logoutTarget: '/login' });
    actor.stop();
  });
});
