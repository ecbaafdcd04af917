import { fromPromise } from 'xstate';
import { orderReviewMachine } from './order-review.machine.ts';

const requests = () => import('./reviews.requests.ts');

/** /orders/{orderId}/review wired to the real API. */
export const liveOrderReviewMachine = orderReviewMachine.provide({
  actors: {
    loadOrder: fromPromise(async ({ input, signal }) => (await requests()).fetchOrder(input.orderId, signal)),
    publishReview: fromPromise(async ({ input, signal }) => (await requests()).sendReview(input, signal)),
  },
});
