import type { SnapshotFrom } from 'xstate';
import {
  BOOKING_BUTTON_MAX,
  BOOKING_DESCRIPTION_MAX,
  BOOKING_FORM_LINK_MAX,
  BOOKING_TITLE_MAX,
  type BookingServiceField,
} from '../../domain/booking-service-content.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { draftOf, type studioBookingsMachine } from './studio-bookings.machine.ts';

export interface BookingFieldView {
  readonly field: BookingServiceField;
  readonly label: string;
  readonly value: string;
  readonly maxLength: number;
  readonly multiline: boolean;
  readonly hint: string;
  readonly problem: string;
}

const FIELDS: readonly { field: BookingServiceField; label: string; maxLength: number; multiline: boolean; hint: string }[] = [
  { field: 'title', label: 'Title', maxLength: BOOKING_TITLE_MAX, multiline: false, hint: '' },
  { field: 'description', label: 'Description', maxLength: BOOKING_DESCRIPTION_MAX, multiline: true, hint: '' },
  { field: 'buttonText', label: 'Button text', maxLength: BOOKING_BUTTON_MAX, multiline: false, hint: '' },
  {
    field: 'formLink',
    label: 'Form link',
    maxLength: BOOKING_FORM_LINK_MAX,
    multiline: false,
    hint: 'An https address of your online booking form. Leave it empty and the button leads to the contact form with this service chosen.',
  },
];

export function studioBookingsView(snapshot: SnapshotFrom<typeof studioBookingsMachine>) {
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const uploading = snapshot.matches('uploading');
  return {
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    services: context.services.map((service) => {
      const draft = context.drafts[service.id] ?? draftOf(service);
      const problems = context.problems[service.id] ?? {};
      const busy = context.busyId === service.id;
      return {
        id: service.id,
        heading: service.title,
        image: service.image,
        updated: service.updatedAt ? `Last changed ${formatDateTime(service.updatedAt)}` : 'As the studio started',
        fields: FIELDS.map(({ field, label, maxLength, multiline, hint }) => ({
          field,
          label,
          value: draft[field],
          maxLength,
          multiline,
          hint,
          problem: problems[field] ?? '',
        })),
        failure: context.failures[service.id] ?? '',
        saveLabel: busy && saving ? 'Saving…' : 'Save',
        uploading: busy && uploading,
        progress: busy && uploading && context.total > 0 ? Math.round((context.sent / context.total) * 100) : 0,
        disabled: saving || uploading,
      };
    }),
  };
}

export type StudioBookingsView = ReturnType<typeof studioBookingsView>;
