import type { SnapshotFrom } from 'xstate';
import { serviceBookingLink } from '../../domain/booking-forms.ts';
import type { bookingsMachine } from './bookings.machine.ts';

export const LOAD_SERVICES_FAILED = 'Failed to load our services';

export interface BookingServiceView {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly image: string;
  readonly buttonText: string;
  /** The service's online form, else the contact form with the service chosen. */
  readonly formLink: string;
  /** Whether formLink is an online form (it opens in a new tab) rather than the contact form. */
  readonly opensOnlineForm: boolean;
}

export interface BookingsView {
  readonly loading: boolean;
  /** The message of a failed load, with a way to try again; empty otherwise. */
  readonly loadError: string;
  readonly services: readonly BookingServiceView[];
}

export function bookingsView(snapshot: SnapshotFrom<typeof bookingsMachine>): BookingsView {
  return {
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('failed') ? LOAD_SERVICES_FAILED : '',
    services: snapshot.context.services.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      image: service.image,
      buttonText: service.buttonText,
      formLink: serviceBookingLink(service.id, service.formLink),
      opensOnlineForm: service.formLink !== null,
    })),
  };
}
