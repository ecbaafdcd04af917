import { fromPromise } from 'xstate';
import { addToCollectionMachine } from './add-to-collection.machine.ts';
import { liveImageActionsMachine } from './image-actions.live.ts';
import { liveLikeMachine } from './like.live.ts';
import { singleImageMachine } from './single-image.machine.ts';

const requests = () => import('./gallery.requests.ts');

const liveAddToCollection = addToCollectionMachine.provide({
  actors: {
    list: fromPromise(async ({ signal }) => (await requests()).listMyCollections(signal)),
    add: fromPromise(async ({ input, signal }) => (await requests()).addToCollection(input.collectionId, input.imageId, signal)),
    create: fromPromise(async ({ input, signal }) => (await requests()).newCollection(input.name, signal)),
  },
});

/** /gallery/{imageId} and /photography/{imageId} wired to the real API. */
export const liveSingleImageMachine = singleImageMachine.provide({
  actors: {
    loadImage: fromPromise(async ({ input, signal }) => (await requests()).loadImage(input.imageId, signal)),
    loadRecent: fromPromise(async ({ input, signal }) => (await requests()).loadRecent(input.page, signal)),
    like: liveLikeMachine,
    imageActions: liveImageActionsMachine,
    addToCollection: liveAddToCollection,
  },
});
