import { fromPromise } from 'xstate';
import { addToCartMachine } from './add-to-cart.machine.ts';
import { searchWithSuggestionsMachine } from './search-with-suggestions.machine.ts';
import { wishlistToggleMachine } from './wishlist-toggle.machine.ts';

const requests = () => import('./shared.requests.ts');

/** Add to cart wired to POST /user/cart/add. */
export const liveAddToCartMachine = addToCartMachine.provide({
  actors: { addToCart: fromPromise(async ({ input, signal }) => (await requests()).addLine(input, signal)) },
});

/** The wishlist heart wired to POST /user/wishlist/add and /remove. */
export const liveWishlistToggleMachine = wishlistToggleMachine.provide({
  actors: { saveWishlist: fromPromise(async ({ input, signal }) => (await requests()).saveWishlist(input, signal)) },
});

/** Product search with suggestions from GET /product/list. */
export const liveProductSearchMachine = searchWithSuggestionsMachine.provide({
  actors: { suggest: fromPromise(async ({ input, signal }) => (await requests()).suggestProducts(input.text, signal)) },
});
