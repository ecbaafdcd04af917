import { fromPromise } from 'xstate';
import { GALLERY_TEXT } from '../../domain/gallery.ts';
import { likeMachine } from './like.machine.ts';

const requests = () => import('./gallery.requests.ts');

/**
 * A like button wired to the real API: the toggle, then the image read again. A like without a
 * token and a failed toggle are only logged.
 */
export const liveLikeMachine = likeMachine.provide({
  actions: {
    logNoToken: () => console.info(GALLERY_TEXT.noTokenLog),
    logFailure: ({ context }) => console.warn('Failed to toggle the like', context.failure),
  },
  actors: {
    toggle: fromPromise(async ({ input, signal }) => (await requests()).toggleLike(input.imageId, signal)),
    refetch: fromPromise(async ({ input, signal }) => (await requests()).loadImage(input.imageId, signal)),
  },
});
