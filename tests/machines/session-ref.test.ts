import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { isLoggedIn, sessionWishlist } from '../../src/machines/session-ref.ts';

function sessionWithContext(context: object) {
  return createActor(setup({}).createMachine({ context })).start();
}

describe('session-ref', () => {
  it('reads a token as logged in, and no session, no token or an empty token as a guest', () => {
    expect(isLoggedIn(sessionWithContext({ token: 't1', user: null }))).toBe(true);
    expect(isLoggedIn(sessionWithContext({ token: null, user: null }))).toBe(false);
    expect(isLoggedIn(sessionWithContext({ token: '', user: null }))).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });

  it("gives the user's wishlist, empty for a guest or before the user loads", () => {
    const wishlist = [{ productId: { _id: 'p1' } }];
    expect(sessionWishlist(sessionWithContext({ token: 't1', user: { wishlist } }))).toEqual(wishlist);
    expect(sessionWishlist(sessionWithContext({ token: 't1', user: null }))).toEqual([]);
    expect(sessionWishlist(null)).toEqual([]);
  });
});
