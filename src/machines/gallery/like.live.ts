import { fromPromise } from 'xstate';
import { likeMachine } from './like.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** A like button wired to the real API: the toggle, then the image read again. */
export const liveLikeMachine = likeMachine.provide({
  actors: {
    toggle: fromPromise(async ({ input, signal }) => (await requests()).toggleLike(input.imageId, signal)),
    refetch: fromPromise(async ({ input, signal }) => (await requests()).loadImage(input.imageId, signal)),
  },
});
