import { setup } from 'xstate';
import { slideshowMachine } from '../gallery/slideshow.machine.ts';

/** §2.8, §9: the three services move on every 5 s, wrapping, still while the pointer is over them. */
export const BOOKINGS_INTERVAL_MS = 5000;
export const BOOKING_SERVICES = 3;

/** /bookings: only the services slideshow moves; the rest of the page is links. */
export const bookingsMachine = setup({
  types: { children: {} as { slides: 'slideshow' } },
  actors: { slideshow: slideshowMachine },
}).createMachine({
  id: 'bookings',
  invoke: { id: 'slides', src: 'slideshow', input: { intervalMs: BOOKINGS_INTERVAL_MS, count: BOOKING_SERVICES } },
});
