import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { swipeDirection } from '../../domain/swipe.ts';
import { nextIndex, previousIndex, wrapIndex } from '../../domain/wrap-index.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export const LINK_COPIED = 'Link copied to clipboard';
export const SHARE_FAILED = 'Could not share this image';

interface CarouselContext {
  readonly images: readonly string[];
  readonly index: number;
  /** Where the current touch began; null when no finger is down. */
  readonly touchStartX: number | null;
}

export type CarouselEvent =
  | { type: 'carousel.open'; images: readonly string[]; index: number }
  | { type: 'gallery.open'; images: readonly string[]; index: number }
  | { type: 'carousel.show'; index: number }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.key'; key: string }
  | { type: 'carousel.close' }
  | { type: 'swipe.start'; x: number }
  | { type: 'swipe.end'; x: number }
  | { type: 'carousel.share'; url: string; title: string };

function opened(event: { images: readonly string[]; index: number }): CarouselContext {
  return { images: event.images, index: wrapIndex(event.index, event.images.length), touchStartX: null };
}

/**
 * The product images' full-screen views, a child ('carousel') of the product page's machine: a
 * carousel opened from the main image and a gallery overlay opened by a double click on a
 * thumbnail. The carousel wraps both ways, follows the arrow keys and 50 px swipes, closes on
 * Escape. (The page behind does not scroll: react-aria's modal overlay locks it.) Share is an
 * injected actor: the device share sheet or a copied link; its toasts are reported to the parent.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    emitted: {} as AppEffect,
  },
  actors: {
    share: fromPromise<ShareOutcome, { url: string; title: string }>(() => unprovided('share')),
  },
  actions: {
    toast: enqueueActions(({ enqueue, self }, params: { kind: 'success' | 'error'; message: string }) =>
      reportEffect(enqueue, self, { type: 'toast', kind: params.kind, message: params.message }),
    ),
  },
  guards: {
    copied: (_, params: { outcome: ShareOutcome }) => params.outcome === 'copied',
  },
}).createMachine({
  id: 'carousel',
  context: { images: [], index: 0, touchStartX: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'carousel.open': { target: 'open.carousel', actions: assign(({ event }) => opened(event)) },
        'gallery.open': { target: 'open.gallery', actions: assign(({ event }) => opened(event)) },
      },
    },
    open: {
      initial: 'carousel',
      on: {
        'carousel.close': 'closed',
      },
      states: {
        gallery: {
          on: {
            'carousel.show': {
              target: 'carousel',
              actions: assign({ index: ({ context, event }) => wrapIndex(event.index, context.images.length) }),
            },
            'carousel.key': { guard: ({ event }) => event.key === 'Escape', target: '#carousel.closed' },
          },
        },
        carousel: {
          initial: 'idle',
          on: {
            'carousel.next': { actions: assign({ index: ({ context }) => nextIndex(context.index, context.images.length) }) },
            'carousel.previous': { actions: assign({ index: ({ context }) => previousIndex(context.index, context.images.length) }) },
            'carousel.show': { actions: assign({ index: ({ context, event }) => wrapIndex(event.index, context.images.length) }) },
            'carousel.key': [
              { guard: ({ event }) => event.key === 'Escape', target: '#carousel.closed' },
              {
                guard: ({ event }) => event.key === 'ArrowRight',
                actions: assign({ index: ({ context }) => nextIndex(context.index, context.images.length) }),
              },
              {
                guard: ({ event }) => event.key === 'ArrowLeft',
                actions: assign({ index: ({ context }) => previousIndex(context.index, context.images.length) }),
              },
            ],
            'swipe.start': { actions: assign({ touchStartX: ({ event }) => event.x }) },
            'swipe.end': {
              actions: assign(({ context, event }) => {
                if (context.touchStartX === null) return {};
                const direction = swipeDirection(event.x - context.touchStartX);
                const length = context.images.length;
                if (direction === 'next') return { index: nextIndex(context.index, length), touchStartX: null };
                if (direction === 'previous') return { index: previousIndex(context.index, length), touchStartX: null };
                return { touchStartX: null };
              }),
            },
          },
          states: {
            idle: {
              on: { 'carousel.share': 'sharing' },
            },
            sharing: {
              invoke: {
                id: 'share',
                src: 'share',
                input: ({ event }) => {
                  assertEvent(event, 'carousel.share');
                  return { url: event.url, title: event.title };
                },
                onDone: [
                  {
                    guard: { type: 'copied', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'idle',
                    actions: { type: 'toast', params: { kind: 'success', message: LINK_COPIED } },
                  },
                  // The device's share sheet says it itself; a cancelled share says nothing.
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: { type: 'toast', params: { kind: 'error', message: SHARE_FAILED } } },
              },
            },
          },
        },
      },
    },
  },
});
