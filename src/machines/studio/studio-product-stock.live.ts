import { fromPromise } from 'xstate';
import { studioProductStockMachine } from './studio-product-stock.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/stock/:productId wired to the real API. */
export const liveStudioProductStockMachine = studioProductStockMachine.provide({
  actors: {
    loadStock: fromPromise(async ({ input, signal }) => (await requests()).fetchProductStock(input.productId, input.page, signal)),
  },
});
