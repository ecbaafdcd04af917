import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { SHOWCASE_AUTOPLAY_MS, SHOWCASE_HERO_ITEMS, showcaseModalImages } from '../../domain/gallery.ts';
import { lightboxMachine } from './lightbox.machine.ts';
import { slideshowMachine } from './slideshow.machine.ts';
import { unprovided } from '../unprovided.ts';

export type GalleryImage = components['schemas']['GalleryImage'];

interface ShowcaseContext {
  readonly items: readonly GalleryImage[];
  /** The tile whose modal is open (or was last). */
  readonly modalItemId: string | null;
}

export type ShowcaseEvent = { type: 'modal.open'; itemId: string };

/**
 * /productshowcase: loads the items (a failure is only logged through `logLoadFailure`, which
 * the live machine writes to the console: the list stays empty), runs
 * the fading hero over the first 6 (4.5 s) and the modal over a tile's related images (the main
 * image when it has none), whose Prev and Next wrap.
 */
export const showcaseMachine = setup({
  types: {
    context: {} as ShowcaseContext,
    events: {} as ShowcaseEvent,
    children: {} as { hero: 'slideshow'; modal: 'lightbox' },
  },
  actors: {
    loadShowcase: fromPromise<readonly GalleryImage[]>(() => unprovided('loadShowcase')),
    slideshow: slideshowMachine,
    lightbox: lightboxMachine,
  },
  actions: {
    // Logging is the live machine's (showcase.live.ts).
    logLoadFailure: (_, params: { error: unknown }) => void params,
  },
}).createMachine({
  id: 'showcase',
  context: { items: [], modalItemId: null },
  invoke: [
    { id: 'hero', src: 'slideshow', input: { intervalMs: SHOWCASE_AUTOPLAY_MS, count: 0 } },
    { id: 'modal', src: 'lightbox' },
  ],
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShowcase',
        onDone: {
          target: 'loaded',
          actions: [
            assign({ items: ({ event }) => event.output }),
            sendTo('hero', ({ event }) => ({ type: 'slides.set', count: Math.min(event.output.length, SHOWCASE_HERO_ITEMS) })),
          ],
        },
        onError: { target: 'loaded', actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      on: {
        'modal.open': {
          guard: ({ context, event }) => context.items.some((item) => item._id === event.itemId),
          actions: [
            assign({ modalItemId: ({ event }) => event.itemId }),
            sendTo('modal', ({ context, event }) => {
              const item = context.items.find((candidate) => candidate._id === event.itemId);
              return { type: 'lightbox.open', index: 0, count: item ? showcaseModalImages(item).length : 0 };
            }),
          ],
        },
      },
    },
  },
});
