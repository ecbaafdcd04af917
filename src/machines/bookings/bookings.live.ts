import { fromPromise } from 'xstate';
import { bookingsMachine } from './bookings.machine.ts';

const requests = () => import('./bookings.requests.ts');

/** /bookings wired to the real API. */
export const liveBookingsMachine = bookingsMachine.provide({
  actors: { loadServices: fromPromise(async ({ signal }) => (await requests()).loadBookingServices(signal)) },
});
