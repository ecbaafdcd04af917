import { fromPromise } from 'xstate';
import { imageDetailMachine } from './image-detail.machine.ts';
import { liveImageActionsMachine } from './image-actions.live.ts';
import { liveLikeMachine } from './like.live.ts';
import { liveAddToCartMachine } from '../shared/add-to-cart.live.ts';

const requests = () => import('./gallery.requests.ts');

/** /image/{source}/{imageId} wired to the real API. */
export const liveImageDetailMachine = imageDetailMachine.provide({
  actors: {
    loadLists: fromPromise(async ({ signal }) => (await requests()).loadLists(signal)),
    like: liveLikeMachine,
    imageActions: liveImageActionsMachine,
    addToCart: liveAddToCartMachine,
  },
});
