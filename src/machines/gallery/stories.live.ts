import { fromPromise } from 'xstate';
import { liveLikeMachine } from './like.live.ts';
import { storiesMachine } from './stories.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** /humanstories wired to the real API. */
export const liveStoriesMachine = storiesMachine.provide({
  actors: {
    loadStories: fromPromise(async ({ input, signal }) => (await requests()).loadStories(input, signal)),
    like: liveLikeMachine,
  },
});
