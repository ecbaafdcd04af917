import { fromPromise } from 'xstate';
import { liveAddToCartMachine } from '../shared/shared.live.ts';
import { HOME_POSTS, HOME_PRODUCTS, homeMachine } from './home.machine.ts';

const requests = () => import('../blog/blog.requests.ts');

/** The home page wired to the real API. */
export const liveHomeMachine = homeMachine.provide({
  actors: {
    loadPosts: fromPromise(async ({ signal }) => (await (await requests()).loadBlogPage({ page: 1, limit: HOME_POSTS }, signal)).posts),
    loadProducts: fromPromise(async ({ signal }) => (await requests()).loadFeaturedProducts(HOME_PRODUCTS, signal)),
    addToCart: liveAddToCartMachine,
  },
});
