import { fromPromise } from 'xstate';
import { studioStockMachine } from './studio-stock.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/stock wired to the real API. */
export const liveStudioStockMachine = studioStockMachine.provide({
  actors: {
    loadStock: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioStock(input.search, input.page, signal)),
    adjust: fromPromise(async ({ input, signal }) => (await requests()).requestStockAdjustment(input.productId, input.adjustment, signal)),
  },
});
