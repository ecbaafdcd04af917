import { assign, setup } from 'xstate';
import { nextIndex, previousIndex, wrapIndex } from '../../domain/wrap-index.ts';

export interface SlideshowInput {
  /** How long each slide stays before the next (4000 ms stories, 4500 ms showcase). */
  readonly intervalMs: number;
  readonly count: number;
  /** False: it never moves by itself, only by hand (e.g. the visitor prefers reduced motion). Default true. */
  readonly autoplay?: boolean;
}

interface SlideshowContext extends SlideshowInput {
  readonly index: number;
  readonly hovered: boolean;
  readonly focused: boolean;
}

export type SlideshowEvent =
  | { type: 'slides.set'; count: number }
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.show'; index: number }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' };

const heldStill = ({ context }: { context: SlideshowContext }) =>
  context.autoplay === false || context.hovered || context.focused || context.count < 2;

/**
 * A hero carousel: loops both ways, moves on by itself every interval, and holds still while the
 * pointer is over it or focus is inside it (so nothing moves under a reader or a keyboard user).
 * Moving by hand starts the interval again.
 */
export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as SlideshowInput,
  },
  delays: { interval: ({ context }) => context.intervalMs },
  guards: { heldStill },
}).createMachine({
  id: 'slideshow',
  context: ({ input }) => ({ ...input, index: 0, hovered: false, focused: false }),
  initial: 'deciding',
  on: {
    'slides.set': {
      target: '.deciding',
      actions: assign(({ context, event }) => ({ count: event.count, index: wrapIndex(context.index, event.count) })),
    },
    'slide.next': {
      target: '.deciding',
      reenter: true,
      actions: assign({ index: ({ context }) => nextIndex(context.index, context.count) }),
    },
    'slide.previous': {
      target: '.deciding',
      reenter: true,
      actions: assign({ index: ({ context }) => previousIndex(context.index, context.count) }),
    },
    'slide.show': {
      target: '.deciding',
      reenter: true,
      actions: assign({ index: ({ context, event }) => wrapIndex(event.index, context.count) }),
    },
    'pointer.enter': { target: '.deciding', actions: assign({ hovered: true }) },
    'pointer.leave': { target: '.deciding', actions: assign({ hovered: false }) },
    'focus.enter': { target: '.deciding', actions: assign({ focused: true }) },
    'focus.leave': { target: '.deciding', actions: assign({ focused: false }) },
  },
  states: {
    deciding: {
      always: [{ guard: 'heldStill', target: 'paused' }, { target: 'playing' }],
    },
    playing: {
      after: {
        interval: {
          target: 'playing',
          reenter: true,
          actions: assign({ index: ({ context }) => nextIndex(context.index, context.count) }),
        },
      },
    },
    paused: {},
  },
});
