import { fromPromise } from 'xstate';
import { studioOrderMachine } from './studio-order.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/orders/:orderNumber wired to the real API. */
export const liveStudioOrderMachine = studioOrderMachine.provide({
  actors: {
    loadOrder: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioOrder(input.orderNumber, signal)),
    moveOrder: fromPromise(async ({ input, signal }) =>
      (await requests()).requestStudioMove(input.orderNumber, input.status, input.note, signal),
    ),
    collectOrder: fromPromise(async ({ input, signal }) =>
      (await requests()).requestStudioCollect(input.orderNumber, input.paidWith, signal),
    ),
    refundOrder: fromPromise(async ({ input, signal }) =>
      (await requests()).requestStudioRefund(input.orderNumber, input.request, input.reason, signal),
    ),
  },
});
