import { fromPromise } from 'xstate';
import { studioReviewsMachine } from './studio-reviews.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/reviews wired to the real API. */
export const liveStudioReviewsMachine = studioReviewsMachine.provide({
  actors: {
    loadReviews: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioReviews(input.page, signal)),
    setVisibility: fromPromise(async ({ input, signal }) =>
      (await requests()).requestReviewVisibility(input.id, input.hidden, input.reason, signal),
    ),
  },
});
