import { fromPromise } from 'xstate';
import { studioProductsMachine } from './studio-products.machine.ts';

const requests = () => import('./studio-catalogue.requests.ts');

/** /studio/products wired to the real API. */
export const liveStudioProductsMachine = studioProductsMachine.provide({
  actors: {
    loadList: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioProducts(input.query, signal)),
  },
});
