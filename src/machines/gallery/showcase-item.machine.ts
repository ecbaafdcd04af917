import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { showcaseModalImages } from '../../domain/gallery.ts';
import { lightboxMachine } from './lightbox.machine.ts';
import { unprovided } from '../unprovided.ts';

export type GalleryImage = components['schemas']['GalleryImage'];

/**
 * /image/productshowcase/{id}: finds the item among the showcase items (falling back to
 * the ones built into the app when the list lacks it or cannot be read), then shows a carousel
 * over its related images (the main image when it has none) with a thumbnail strip.
 */
export const showcaseItemMachine = setup({
  types: {
    context: {} as { itemId: string; item: GalleryImage | null },
    input: {} as { itemId: string },
    children: {} as { carousel: 'lightbox' },
  },
  actors: {
    loadShowcase: fromPromise<readonly GalleryImage[]>(() => unprovided('loadShowcase')),
    loadStaticShowcase: fromPromise<readonly GalleryImage[]>(() => unprovided('loadStaticShowcase')),
    lightbox: lightboxMachine,
  },
}).createMachine({
  id: 'showcaseItem',
  context: ({ input }) => ({ itemId: input.itemId, item: null }),
  invoke: { id: 'carousel', src: 'lightbox' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadShowcase',
        onDone: {
          target: 'checking',
          actions: assign({ item: ({ context, event }) => event.output.find((item) => item._id === context.itemId) ?? null }),
        },
        onError: 'fallingBack',
      },
    },
    checking: {
      always: [{ guard: ({ context }) => context.item === null, target: 'fallingBack' }, { target: 'found' }],
    },
    fallingBack: {
      invoke: {
        src: 'loadStaticShowcase',
        onDone: {
          target: 'checkingStatic',
          actions: assign({ item: ({ context, event }) => event.output.find((item) => item._id === context.itemId) ?? null }),
        },
        onError: 'missing',
      },
    },
    checkingStatic: {
      always: [{ guard: ({ context }) => context.item === null, target: 'missing' }, { target: 'found' }],
    },
    found: {
      entry: sendTo('carousel', ({ context }) => ({
        type: 'lightbox.open',
        index: 0,
        count: context.item ? showcaseModalImages(context.item).length : 0,
      })),
    },
    missing: {},
  },
});
