import { fromPromise } from 'xstate';
import { shopListingMachine } from './shop-listing.machine.ts';

const requests = () => import('./shop.requests.ts');

/** The shop listing wired to the real API. The UI adds the address bar and page scroll actions. */
export const liveShopListingMachine = shopListingMachine.provide({
  actors: {
    loadProducts: fromPromise(async ({ input, signal }) => (await requests()).loadProducts(input.query, signal)),
    loadCategories: fromPromise(async ({ signal }) => (await requests()).loadCategories(signal)),
    loadBrands: fromPromise(async ({ signal }) => (await requests()).loadBrands(signal)),
  },
});
