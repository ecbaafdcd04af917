import { assign, setup } from 'xstate';
import { nextIndex, previousIndex, wrapIndex } from '../../domain/wrap-index.ts';

interface LightboxContext {
  readonly count: number;
  readonly index: number;
}

export type LightboxEvent =
  | { type: 'lightbox.open'; index: number; count: number }
  | { type: 'lightbox.next' }
  | { type: 'lightbox.previous' }
  | { type: 'lightbox.show'; index: number }
  | { type: 'lightbox.key'; key: string }
  | { type: 'lightbox.close' };

/**
 * A lightbox or modal over a list of pictures (stories lightbox, showcase modal, Recent Shots):
 * closed, or open on one of them; previous and next wrap, ArrowLeft, ArrowRight and Escape work
 * while it is open, and closing resets the index to 0.
 */
export const lightboxMachine = setup({
  types: { context: {} as LightboxContext, events: {} as LightboxEvent },
  actions: {
    next: assign({ index: ({ context }) => nextIndex(context.index, context.count) }),
    previous: assign({ index: ({ context }) => previousIndex(context.index, context.count) }),
  },
}).createMachine({
  id: 'lightbox',
  context: { count: 0, index: 0 },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ index: 0 }),
      on: {
        'lightbox.open': {
          guard: ({ event }) => event.count > 0,
          target: 'open',
          actions: assign(({ event }) => ({ count: event.count, index: wrapIndex(event.index, event.count) })),
        },
      },
    },
    open: {
      on: {
        'lightbox.next': { actions: 'next' },
        'lightbox.previous': { actions: 'previous' },
        'lightbox.show': { actions: assign({ index: ({ context, event }) => wrapIndex(event.index, context.count) }) },
        'lightbox.key': [
          { guard: ({ event }) => event.key === 'Escape', target: 'closed' },
          { guard: ({ event }) => event.key === 'ArrowRight', actions: 'next' },
          { guard: ({ event }) => event.key === 'ArrowLeft', actions: 'previous' },
        ],
        'lightbox.close': 'closed',
      },
    },
  },
});
