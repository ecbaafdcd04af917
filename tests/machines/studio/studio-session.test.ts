import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { studioRole } from '../../../src/machines/studio/studio-session.ts';

const sessionWith = (context: Record<string, unknown>) => createActor(createMachine({ context })).start();

describe('the studio’s reading of the session', () => {
  it('gives the signed-in user’s role', () => {
    expect(studioRole(sessionWith({ user: { role: 'owner' } }))).toBe('owner');
    expect(studioRole(sessionWith({ user: { role: 'staff' } }))).toBe('staff');
  });

  it('gives no role for a guest, a session still loading its user, or no session at all', () => {
    expect(studioRole(sessionWith({ user: null }))).toBeNull();
    expect(studioRole(sessionWith({ user: {} }))).toBeNull();
    expect(studioRole(sessionWith({}))).toBeNull();
    expect(studioRole(null)).toBeNull();
    expect(studioRole(undefined)).toBeNull();
  });
});
