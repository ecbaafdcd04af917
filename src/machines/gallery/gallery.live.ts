import { fromPromise } from 'xstate';
import { addToCollectionMachine } from './add-to-collection.machine.ts';
import { saveJpeg, shareOrCopy } from './browser-effects.ts';
import { imageActionsMachine } from './image-actions.machine.ts';
import { imageDetailMachine } from './image-detail.machine.ts';
import { likeMachine } from './like.machine.ts';
import { showcaseItemMachine } from './showcase-item.machine.ts';
import { showcaseMachine } from './showcase.machine.ts';
import { singleImageMachine } from './single-image.machine.ts';
import { storiesMachine } from './stories.machine.ts';

const requests = () => import('./gallery.requests.ts');

const liveLike = likeMachine.provide({
  actors: {
    toggle: fromPromise(async ({ input, signal }) => (await requests()).toggleLike(input.imageId, signal)),
    refetch: fromPromise(async ({ input, signal }) => (await requests()).loadImage(input.imageId, signal)),
  },
});

const liveImageActions = imageActionsMachine.provide({
  actors: {
    download: fromPromise(async ({ input, signal }) => {
      saveJpeg(await (await requests()).downloadImage(input.imageId, signal), input.title);
      return undefined;
    }),
    share: fromPromise(({ input }) => shareOrCopy(input)),
  },
});

const liveAddToCollection = addToCollectionMachine.provide({
  actors: {
    list: fromPromise(async ({ signal }) => (await requests()).listMyCollections(signal)),
    add: fromPromise(async ({ input, signal }) => (await requests()).addToCollection(input.collectionId, input.imageId, signal)),
    createAndAdd: fromPromise(async ({ input, signal }) => (await requests()).createAndAdd(input.name, input.imageId, signal)),
  },
});

/** /humanstories wired to the real API. */
export const liveStoriesMachine = storiesMachine.provide({
  actors: {
    loadStories: fromPromise(async ({ signal }) => (await requests()).loadStories(signal)),
    like: liveLike,
  },
});

/** /productshowcase. */
export const liveShowcaseMachine = showcaseMachine.provide({
  actors: { loadShowcase: fromPromise(async ({ signal }) => (await requests()).loadShowcase(signal)) },
});

/** /image/productshowcase/{id}. */
export const liveShowcaseItemMachine = showcaseItemMachine.provide({
  actors: { loadShowcase: fromPromise(async ({ signal }) => (await requests()).loadShowcase(signal)) },
});

/** /image/{source}/{imageId}. */
export const liveImageDetailMachine = imageDetailMachine.provide({
  actors: {
    loadLists: fromPromise(async ({ signal }) => (await requests()).loadLists(signal)),
    like: liveLike,
    imageActions: liveImageActions,
  },
});

/** /gallery/{imageId} and /photography/{imageId}. */
export const liveSingleImageMachine = singleImageMachine.provide({
  actors: {
    loadImage: fromPromise(async ({ input, signal }) => (await requests()).loadImage(input.imageId, signal)),
    loadRecent: fromPromise(async ({ input, signal }) => (await requests()).loadRecent(input.page, signal)),
    like: liveLike,
    imageActions: liveImageActions,
    addToCollection: liveAddToCollection,
  },
});
