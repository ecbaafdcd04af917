import { fromPromise } from 'xstate';
import { liveAddToCartMachine } from '../shared/add-to-cart.live.ts';
import { HOME_POSTS, HOME_PRODUCTS, homeMachine } from './home.machine.ts';

const requests = () => import('./home.requests.ts');

/** The home page wired to the real API. */
export const liveHomeMachine = homeMachine.provide({
  actors: {
    loadPosts: fromPromise(async ({ signal }) => (await requests()).loadTeaserPosts(HOME_POSTS, signal)),
    loadProducts: fromPromise(async ({ signal }) => (await requests()).loadFeaturedProducts(HOME_PRODUCTS, signal)),
    loadFeaturedCategories: fromPromise(async ({ signal }) => (await requests()).loadFeaturedCategories(signal)),
    addToCart: liveAddToCartMachine,
  },
});
