import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import {
  isLoggedIn,
  sessionAddresses,
  sessionCartItems,
  sessionEmail,
  sessionLikedImages,
  sessionProfileImage,
  sessionWishlist,
} from '../../src/machines/session-ref.ts';

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
  it("gives the user's liked gallery images, none when the user has no list, and null for a guest or before the user loads", () => {
    expect(sessionLikedImages(sessionWithContext({ token: 't1', user: { wishlist: [], likedImages: ['img-1', 'img-2'] } }))).toEqual([
      'img-1',
      'img-2',
    ]);
    expect(sessionLikedImages(sessionWithContext({ token: 't1', user: { wishlist: [] } }))).toEqual([]);
    expect(sessionLikedImages(sessionWithContext({ token: 't1', user: null }))).toBeNull();
    expect(sessionLikedImages(null)).toBeNull();
    expect(sessionLikedImages(undefined)).toBeNull();
  });

  it("gives the user's picture, and null without one, for an empty one, a guest or no session", () => {
    expect(sessionProfileImage(sessionWithContext({ token: 't1', user: { wishlist: [], profileImage: '/uploads/ada.jpg' } }))).toBe(
      '/uploads/ada.jpg',
    );
    expect(sessionProfileImage(sessionWithContext({ token: 't1', user: { wishlist: [], profileImage: '' } }))).toBeNull();
    expect(sessionProfileImage(sessionWithContext({ token: 't1', user: { wishlist: [], profileImage: null } }))).toBeNull();
    expect(sessionProfileImage(sessionWithContext({ token: 't1', user: { wishlist: [] } }))).toBeNull();
    expect(sessionProfileImage(sessionWithContext({ token: 't1', user: null }))).toBeNull();
    expect(sessionProfileImage(null)).toBeNull();
  });

  it("gives the user's email and address book, none for a guest or before the user loads", () => {
    const addresses = [{ _id: 'a1', label: 'Home' }];
    const ada = sessionWithContext({ token: 't1', user: { email: 'ada@example.ng', addresses, wishlist: [] } });
    expect(sessionEmail(ada)).toBe('ada@example.ng');
    expect(sessionAddresses(ada)).toEqual(addresses);
    const loading = sessionWithContext({ token: 't1', user: null });
    expect(sessionEmail(loading)).toBeNull();
    expect(sessionAddresses(loading)).toEqual([]);
    expect(sessionEmail(null)).toBeNull();
    expect(sessionAddresses(null)).toEqual([]);
  });

  it("gives the lines of the session's cart child, none while it has no cart", () => {
    const items = [{ _id: 'line-1', quantity: 2 }];
    const cart = setup({}).createMachine({ context: { items } });
    const withCart = createActor(
      setup({ actors: { cart } }).createMachine({ context: { token: 't1', user: null }, invoke: { id: 'cart', src: 'cart' } }),
    ).start();
    expect(sessionCartItems(withCart)).toEqual(items);
    expect(sessionCartItems(sessionWithContext({ token: null, user: null }))).toEqual([]);
    expect(sessionCartItems(null)).toEqual([]);
  });
});
