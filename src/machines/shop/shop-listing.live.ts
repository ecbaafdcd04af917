import { fromPromise } from 'xstate';
import { liveProductSearchMachine } from '../shared/search-with-suggestions.live.ts';
import { shopListingMachine } from './shop-listing.machine.ts';

const requests = () => import('./shop.requests.ts');

/** The shop listing wired to the real API and the window (a new page of results starts at the top). */
export const liveShopListingMachine = shopListingMachine.provide({
  actors: {
    loadProducts: fromPromise(async ({ input, signal }) => (await requests()).loadProducts(input.query, signal)),
    loadCategories: fromPromise(async ({ signal }) => (await requests()).loadCategories(signal)),
    loadBrands: fromPromise(async ({ signal }) => (await requests()).loadBrands(signal)),
    loadCategory: fromPromise(async ({ input, signal }) => (await import('./shop-category.requests.ts')).loadCategory(input.slug, signal)),
    search: liveProductSearchMachine,
  },
  actions: {
    scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  },
});
