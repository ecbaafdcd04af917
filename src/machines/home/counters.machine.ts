import { assign, setup } from 'xstate';

export const COUNT_UP_MS = 2000;
export const COUNT_TICK_MS = 50;

interface CountersInput {
  /** With reduced motion the numbers show their final values and never move. */
  readonly reducedMotion: boolean;
}

/**
 * The home counters (100+, 200+, 98%): still at zero until the section is first seen, then
 * counting up over two seconds, once. Seeing the section again does nothing.
 */
export const countersMachine = setup({
  types: {
    context: {} as { elapsedMs: number },
    events: {} as { type: 'counters.seen' },
    input: {} as CountersInput,
  },
  delays: { tick: COUNT_TICK_MS },
  guards: {
    reducedMotion: ({ context }) => context.elapsedMs >= COUNT_UP_MS,
    finished: ({ context }) => context.elapsedMs + COUNT_TICK_MS >= COUNT_UP_MS,
  },
}).createMachine({
  id: 'counters',
  context: ({ input }) => ({ elapsedMs: input.reducedMotion ? COUNT_UP_MS : 0 }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'reducedMotion', target: 'done' }, { target: 'waiting' }] },
    waiting: { on: { 'counters.seen': 'counting' } },
    counting: {
      after: {
        tick: [
          { guard: 'finished', target: 'done', actions: assign({ elapsedMs: COUNT_UP_MS }) },
          { target: 'counting', reenter: true, actions: assign({ elapsedMs: ({ context }) => context.elapsedMs + COUNT_TICK_MS }) },
        ],
      },
    },
    done: { type: 'final' },
  },
});
