import { fromPromise } from 'xstate';
import { wishlistToggleMachine } from './wishlist-toggle.machine.ts';

/** The wishlist heart wired to POST /user/wishlist/add and /remove (its requests load on first use). */
export const liveWishlistToggleMachine = wishlistToggleMachine.provide({
  actors: {
    saveWishlist: fromPromise(async ({ input, signal }) => (await import('./wishlist-toggle.requests.ts')).saveWishlist(input, signal)),
  },
});
