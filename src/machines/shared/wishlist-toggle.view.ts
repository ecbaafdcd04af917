import type { SnapshotFrom } from 'xstate';
import { wishlistHas, type wishlistToggleMachine } from './wishlist-toggle.machine.ts';

/** A wishlist heart: pressed when the product is in the wishlist, disabled while saving. */
export function wishlistToggleView(snapshot: SnapshotFrom<typeof wishlistToggleMachine>) {
  return { inWishlist: wishlistHas(snapshot.context), saving: snapshot.matches('saving') };
}
