import { assign, emit, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { STORIES_AUTOPLAY_MS, type StoriesQuery } from '../../domain/gallery.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { lightboxMachine } from './lightbox.machine.ts';
import { likeMachine } from './like.machine.ts';
import { slideshowMachine } from './slideshow.machine.ts';
import { unprovided } from '../unprovided.ts';

export type GalleryImage = components['schemas']['GalleryImage'];
export type LikeRef = ActorRefFrom<typeof likeMachine>;

interface StoriesContext {
  readonly session: AnyActorRef | null;
  /** The page, category and search GET /gallery is asked for (from the address). */
  readonly query: StoriesQuery;
  readonly stories: readonly GalleryImage[];
  /** One like button per story, by image id. */
  readonly likes: Readonly<Record<string, LikeRef>>;
}

/**
 * /humanstories: loads the stories, then runs the hero carousel (4 s, looping, still under
 * the pointer or focus) and the lightbox over the grid, with a like button per story.
 */
export const storiesMachine = setup({
  types: {
    context: {} as StoriesContext,
    events: {} as { type: 'stories.retry' } | EffectReport,
    input: {} as { session: AnyActorRef | null; query?: StoriesQuery },
    emitted: {} as AppEffect,
    children: {} as { hero: 'slideshow'; lightbox: 'lightbox' },
  },
  actors: {
    loadStories: fromPromise<readonly GalleryImage[], StoriesQuery>(() => unprovided('loadStories')),
    slideshow: slideshowMachine,
    lightbox: lightboxMachine,
    like: likeMachine,
  },
}).createMachine({
  id: 'stories',
  context: ({ input }) => ({ session: input.session, query: input.query ?? { page: 1 }, stories: [], likes: {} }),
  invoke: [
    { id: 'hero', src: 'slideshow', input: { intervalMs: STORIES_AUTOPLAY_MS, count: 0 } },
    { id: 'lightbox', src: 'lightbox' },
  ],
  // Effects of the like buttons leave through this machine (a visitor's like in this list has none).
  on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStories',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: [
            assign(({ context, event, spawn }) => ({
              stories: event.output,
              likes: Object.fromEntries(
                event.output.map((image) => [
                  image._id,
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
            sendTo('hero', ({ event }) => ({ type: 'slides.set', count: event.output.length })),
          ],
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { 'stories.retry': 'loading' },
    },
  },
});
