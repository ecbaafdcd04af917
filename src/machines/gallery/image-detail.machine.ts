import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import type { ImageSource } from '../../domain/gallery.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { imageActionsMachine } from './image-actions.machine.ts';
import { likeMachine } from './like.machine.ts';
import { addToCartMachine } from '../shared/add-to-cart.machine.ts';
import { unprovided } from '../unprovided.ts';

export type GalleryImage = components['schemas']['GalleryImage'];
export type GalleryLists = Readonly<Record<ImageSource, readonly GalleryImage[]>>;

export interface ImageDetailInput {
  readonly source: string;
  readonly imageId: string;
  readonly session: AnyActorRef | null;
}

interface ImageDetailContext extends ImageDetailInput {
  readonly lists: GalleryLists;
}

/** The image among both lists, if they hold it. */
const imageIn = (context: ImageDetailContext) =>
  [...context.lists['human-stories'], ...context.lists['product-showcase']].find((image) => image._id === context.imageId);

/**
 * /image/{source}/{imageId}: a spinner until both lists are loaded and the image is found
 * in them, then its like button, Share and Download. Previous and next are links the view works
 * out from the source's list. An image of a product for sale has the shop's Add to Cart.
 */
export const imageDetailMachine = setup({
  types: {
    context: {} as ImageDetailContext,
    events: {} as EffectReport,
    input: {} as ImageDetailInput,
    emitted: {} as AppEffect,
    children: {} as { like: 'like'; actions: 'imageActions'; cart: 'addToCart' },
  },
  actors: {
    loadLists: fromPromise<GalleryLists>(() => unprovided('loadLists')),
    like: likeMachine,
    imageActions: imageActionsMachine,
    /** The shop's shared Add to Cart, for an image of a product with a price. */
    addToCart: addToCartMachine,
  },
  guards: {
    imageFound: ({ context }) => imageIn(context) !== undefined,
  },
}).createMachine({
  id: 'imageDetail',
  context: ({ input }) => ({ ...input, lists: { 'human-stories': [], 'product-showcase': [] } }),
  invoke: [
    { id: 'actions', src: 'imageActions', input: ({ context }) => ({ session: context.session }) },
    { id: 'cart', src: 'addToCart', input: ({ context }) => ({ session: context.session }) },
  ],
  on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLists',
        onDone: { target: 'checking', actions: assign({ lists: ({ event }) => event.output }) },
        onError: 'missing',
      },
    },
    checking: {
      always: [{ guard: 'imageFound', target: 'found' }, { target: 'missing' }],
    },
    found: {
      invoke: {
        id: 'like',
        src: 'like',
        input: ({ context }) => {
          // 'found' is entered only when the lists hold the image.
          const image = imageIn(context) as GalleryImage;
          return { imageId: context.imageId, isLiked: image.isLiked, likeCount: image.likeCount, session: context.session };
        },
      },
    },
    missing: {},
  },
});
