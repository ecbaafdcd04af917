import { setup } from 'xstate';
import { slideshowMachine } from '../gallery/slideshow.machine.ts';

/** The three services move on every 5 s, wrapping, still while the pointer is over them. */
export const BOOKINGS_INTERVAL_MS = 5000;
export const BOOKING_SERVICES = 3;

/**
 * /bookings: only the services slideshow moves; the rest of the page is links. With reduced
 * motion it moves only by its arrows and dots.
 */
export const bookingsMachine = setup({
  types: { context: {} as { reducedMotion: boolean }, children: {} as { slides: 'slideshow' }, input: {} as { reducedMotion: boolean } },
  actors: { slideshow: slideshowMachine },
}).createMachine({
  id: 'bookings',
  context: ({ input }) => ({ reducedMotion: input.reducedMotion }),
  invoke: {
    id: 'slides',
    src: 'slideshow',
    input: ({ context }) => ({ intervalMs: BOOKINGS_INTERVAL_MS, count: BOOKING_SERVICES, autoplay: !context.reducedMotion }),
  },
});
