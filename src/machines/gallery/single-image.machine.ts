import { assign, emit, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { imageErrorText } from '../../domain/gallery.ts';
import { failureMessage, isNotFound } from '../request-failure.ts';
import { addToCollectionMachine } from './add-to-collection.machine.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { imageActionsMachine } from './image-actions.machine.ts';
import { lightboxMachine } from './lightbox.machine.ts';
import { likeMachine } from './like.machine.ts';
import { premiumPromoMachine } from './premium-promo.machine.ts';
import { unprovided } from '../unprovided.ts';

export type GalleryImage = components['schemas']['GalleryImage'];
export type GalleryPage = components['schemas']['GalleryImageListResponse'];
export type LikeRef = ActorRefFrom<typeof likeMachine>;

export interface SingleImageInput {
  readonly imageId: string;
  readonly session: AnyActorRef | null;
}

interface SingleImageContext extends SingleImageInput {
  readonly image: GalleryImage | null;
  readonly error: string;
  readonly recent: readonly GalleryImage[];
  readonly recentPage: number;
  readonly recentTotalPages: number;
  /** Like buttons of the Recent Shots lightbox, by image id. */
  readonly recentLikes: Readonly<Record<string, LikeRef>>;
}

export type SingleImageEvent = { type: 'recent.page'; page: number } | EffectReport;

export const IMAGE_LOAD_FAILED = 'Failed to load image';

/**
 * /gallery/{imageId} and /photography/{imageId}: the image with like, Add to Collection,
 * Download and the premium promo; beside it Recent Shots, one page at a time, whose lightbox has
 * thumbnails, arrow keys and a like button per shot.
 */
export const singleImageMachine = setup({
  types: {
    context: {} as SingleImageContext,
    events: {} as SingleImageEvent,
    input: {} as SingleImageInput,
    emitted: {} as AppEffect,
    children: {} as { actions: 'imageActions'; collections: 'addToCollection'; premium: 'premiumPromo'; lightbox: 'lightbox' },
  },
  actors: {
    loadImage: fromPromise<GalleryImage, { imageId: string }>(() => unprovided('loadImage')),
    loadRecent: fromPromise<GalleryPage, { page: number }>(() => unprovided('loadRecent')),
    like: likeMachine,
    imageActions: imageActionsMachine,
    addToCollection: addToCollectionMachine,
    premiumPromo: premiumPromoMachine,
    lightbox: lightboxMachine,
  },
}).createMachine({
  id: 'singleImage',
  context: ({ input }) => ({ ...input, image: null, error: '', recent: [], recentPage: 1, recentTotalPages: 1, recentLikes: {} }),
  invoke: [
    { id: 'actions', src: 'imageActions', input: ({ context }) => ({ session: context.session }) },
    { id: 'collections', src: 'addToCollection', input: ({ context }) => ({ imageId: context.imageId, session: context.session }) },
    { id: 'premium', src: 'premiumPromo' },
    { id: 'lightbox', src: 'lightbox' },
  ],
  on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
  type: 'parallel',
  states: {
    image: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadImage',
            input: ({ context }) => ({ imageId: context.imageId }),
            onDone: { target: 'loaded', actions: assign({ image: ({ event }) => event.output }) },
            onError: [
              { guard: ({ event }) => isNotFound(event.error), target: 'missing' },
              {
                target: 'failed',
                actions: assign({ error: ({ event }) => imageErrorText(failureMessage(event.error, IMAGE_LOAD_FAILED)) }),
              },
            ],
          },
        },
        loaded: {
          invoke: {
            id: 'like',
            src: 'like',
            input: ({ context }) => {
              // 'loaded' is entered with the image just read.
              const image = context.image as GalleryImage;
              return { imageId: context.imageId, isLiked: image.isLiked, likeCount: image.likeCount, session: context.session };
            },
          },
        },
        missing: {},
        failed: {},
      },
    },
    recent: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadRecent',
            input: ({ context }) => ({ page: context.recentPage }),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event, spawn }) => ({
                recent: event.output.images,
                recentTotalPages: Math.max(event.output.totalPages, 1),
                recentLikes: Object.fromEntries(
                  event.output.images.map((image) => [
                    image._id,
                    context.recentLikes[image._id] ??
                      // A shot's like lives in the Recent Shots lightbox, a list: without a token it does nothing.
                      spawn('like', {
                        id: `like-${image._id}`,
                        input: {
                          imageId: image._id,
                          isLiked: image.isLiked,
                          likeCount: image.likeCount,
                          session: context.session,
                          inList: true,
                        },
                      }),
                  ]),
                ),
              })),
            },
            // Recent Shots are a side panel: when they fail the panel stays empty.
            onError: 'loaded',
          },
        },
        loaded: {
          on: {
            'recent.page': {
              guard: ({ context, event }) => event.page >= 1 && event.page <= context.recentTotalPages && event.page !== context.recentPage,
              target: 'loading',
              actions: assign({ recentPage: ({ event }) => event.page }),
            },
          },
        },
      },
    },
  },
});
