import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { slideshowMachine } from '../gallery/slideshow.machine.ts';
import { unprovided } from '../unprovided.ts';

export type BookingServiceContent = components['schemas']['BookingService'];

/** The three services move on every 5 s, wrapping, still while the pointer is over them. */
export const BOOKINGS_INTERVAL_MS = 5000;
export const BOOKING_SERVICES = 3;

interface BookingsContext {
  readonly reducedMotion: boolean;
  readonly services: readonly BookingServiceContent[];
}

export type BookingsEvent = { type: 'services.retry' };

/**
 * /bookings: loads the services as staff wrote them (the server renders the page with them), then
 * only the services slideshow moves; the rest of the page is links. With reduced motion it moves
 * only by its arrows and dots. A failed load says so and can be tried again.
 */
export const bookingsMachine = setup({
  types: {
    context: {} as BookingsContext,
    events: {} as BookingsEvent,
    children: {} as { slides: 'slideshow' },
    input: {} as { reducedMotion: boolean },
  },
  actors: {
    slideshow: slideshowMachine,
    loadServices: fromPromise<BookingServiceContent[]>(() => unprovided('loadServices')),
  },
}).createMachine({
  id: 'bookings',
  context: ({ input }) => ({ reducedMotion: input.reducedMotion, services: [] }),
  invoke: {
    id: 'slides',
    src: 'slideshow',
    input: ({ context }) => ({ intervalMs: BOOKINGS_INTERVAL_MS, count: BOOKING_SERVICES, autoplay: !context.reducedMotion }),
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadServices',
        onDone: {
          target: 'ready',
          actions: [
            assign({ services: ({ event }) => event.output }),
            sendTo('slides', ({ event }) => ({ type: 'slides.set', count: event.output.length })),
          ],
        },
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: { on: { 'services.retry': { target: 'loading' } } },
  },
});
