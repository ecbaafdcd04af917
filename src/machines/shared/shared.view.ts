import type { SnapshotFrom } from 'xstate';
import type { addToCartMachine } from './add-to-cart.machine.ts';
import type { searchWithSuggestionsMachine } from './search-with-suggestions.machine.ts';
import { wishlistHas, type wishlistToggleMachine } from './wishlist-toggle.machine.ts';

/** An add-to-cart button: busy while its request runs. */
export function addToCartView(snapshot: SnapshotFrom<typeof addToCartMachine>) {
  return { adding: snapshot.matches('adding') };
}

/** A wishlist heart: pressed when the product is in the wishlist, disabled while saving. */
export function wishlistToggleView(snapshot: SnapshotFrom<typeof wishlistToggleMachine>) {
  return { inWishlist: wishlistHas(snapshot.context), saving: snapshot.matches('saving') };
}

/** A search box: its text, its suggestions (empty when closed) and the highlighted one. */
export function searchView(snapshot: SnapshotFrom<typeof searchWithSuggestionsMachine>) {
  return { text: snapshot.context.text, suggestions: snapshot.context.suggestions, highlighted: snapshot.context.highlighted };
}
