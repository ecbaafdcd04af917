import { and, assertEvent, assign, emit, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { bookingServiceProblems, type BookingServiceField, type BookingServiceInput } from '../../domain/booking-service-content.ts';
import { PICTURE_OVER_15_MB, pictureSizeProblem } from '../../domain/product-media.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided, notProvided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export type StudioBookingService = components['schemas']['StudioBookingService'];

export const LOAD_BOOKING_SERVICES_FAILED = 'Failed to load the services';
export const SAVE_BOOKING_SERVICE_FAILED = 'Failed to save the service';
export const BOOKING_PICTURE_FAILED = 'The upload failed';

export type BookingProblems = Partial<Record<BookingServiceField, string>>;

export interface SaveServiceInput {
  readonly serviceId: string;
  readonly content: BookingServiceInput;
}

export interface PictureUploadInput {
  readonly serviceId: string;
  readonly file: File;
}

/** What the picture upload tells the machine as it goes. */
export type BookingPictureReport =
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.done'; service: StudioBookingService; message: string }
  | { type: 'upload.failed'; error: unknown };

export type StudioBookingsEvent =
  | { type: 'field.change'; serviceId: string; field: BookingServiceField; value: string }
  | { type: 'service.save'; serviceId: string }
  | { type: 'picture.choose'; serviceId: string; file: File }
  | { type: 'list.retry' }
  | BookingPictureReport;

interface StudioBookingsContext {
  readonly session: AnyActorRef | null;
  readonly services: readonly StudioBookingService[];
  /** What staff typed for each service, by id. */
  readonly drafts: Readonly<Record<string, BookingServiceInput>>;
  /** Each service's refused fields, by id. */
  readonly problems: Readonly<Record<string, BookingProblems>>;
  /** A failed save's or upload's message, by service id. */
  readonly failures: Readonly<Record<string, string>>;
  readonly loadError: string;
  /** The service being saved or getting its picture. */
  readonly busyId: string | null;
  readonly sent: number;
  readonly total: number;
}

export const draftOf = (service: StudioBookingService): BookingServiceInput => ({
  title: service.title,
  description: service.description,
  buttonText: service.buttonText,
  formLink: service.formLink ?? '',
});

const EMPTY_DRAFT: BookingServiceInput = { title: '', description: '', buttonText: '', formLink: '' };

const draftsOf = (services: readonly StudioBookingService[]) =>
  Object.fromEntries(services.map((service) => [service.id, draftOf(service)]));

const replaced = (services: readonly StudioBookingService[], service: StudioBookingService) =>
  services.map((candidate) => (candidate.id === service.id ? service : candidate));

const without = <T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/** The busy service's save or upload failed: its message goes by the service, which is free again. */
const failedBusy = (context: StudioBookingsContext, message: string) => ({
  // Stryker disable next-line StringLiteral: busyId is set on the way into saving and uploading, the only states that fail, so it is never null here.
  failures: { ...context.failures, [context.busyId ?? '']: message },
  busyId: null,
});

/**
 * /studio/bookings: the bookings page's three services. Each is saved on its own, checked first by
 * the rules the server applies; a picture goes up on its own, one at a time.
 */
export const studioBookingsMachine = setup({
  types: {
    context: {} as StudioBookingsContext,
    events: {} as StudioBookingsEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadServices: fromPromise<StudioBookingService[]>(() => unprovided('loadServices')),
    saveService: fromPromise<{ service: StudioBookingService; message: string }, SaveServiceInput>(() => unprovided('saveService')),
    uploadPicture: fromCallback<BookingPictureReport, PictureUploadInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', error: notProvided('uploadPicture') });
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    isAService: ({ context, event }) => {
      assertEvent(event, ['field.change', 'service.save', 'picture.choose']);
      return context.services.some((service) => service.id === event.serviceId);
    },
    serviceFollowsTheRules: ({ context, event }) => {
      assertEvent(event, 'service.save');
      const draft = context.drafts[event.serviceId];
      return draft !== undefined && Object.keys(bookingServiceProblems(draft)).length === 0;
    },
    pictureIsSmallEnough: ({ event }) => {
      assertEvent(event, 'picture.choose');
      return pictureSizeProblem(event.file.size) === null;
    },
  },
}).createMachine({
  id: 'studioBookings',
  context: ({ input }) => ({
    session: input.session,
    services: [],
    drafts: {},
    problems: {},
    failures: {},
    loadError: '',
    busyId: null,
    sent: 0,
    total: 0,
  }),
  initial: 'checkingLogin',
  on: {
    'field.change': {
      guard: 'isAService',
      actions: assign(({ context, event }) => {
        // isAService let only a loaded service through, and each has its draft.
        const draft = context.drafts[event.serviceId] ?? EMPTY_DRAFT;
        return {
          drafts: { ...context.drafts, [event.serviceId]: { ...draft, [event.field]: event.value } },
          problems: { ...context.problems, [event.serviceId]: without(context.problems[event.serviceId] ?? {}, event.field) },
        };
      }),
    },
  },
  states: {
    ...loginGate<StudioBookingsContext, StudioBookingsEvent>('loading'),
    loading: {
      invoke: {
        src: 'loadServices',
        onDone: {
          target: 'ready',
          actions: assign({ services: ({ event }) => event.output, drafts: ({ event }) => draftsOf(event.output), loadError: '' }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_BOOKING_SERVICES_FAILED) }),
        },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'service.save': [
          {
            guard: 'serviceFollowsTheRules',
            target: 'saving',
            actions: assign({
              busyId: ({ event }) => event.serviceId,
              failures: ({ context, event }) => without(context.failures, event.serviceId),
            }),
          },
          {
            guard: 'isAService',
            actions: assign({
              problems: ({ context, event }) => {
                const draft = context.drafts[event.serviceId];
                return draft ? { ...context.problems, [event.serviceId]: bookingServiceProblems(draft) } : context.problems;
              },
            }),
          },
        ],
        'picture.choose': [
          {
            guard: and(['isAService', 'pictureIsSmallEnough']),
            target: 'uploading',
            actions: assign({
              busyId: ({ event }) => event.serviceId,
              sent: 0,
              total: ({ event }) => event.file.size,
              failures: ({ context, event }) => without(context.failures, event.serviceId),
            }),
          },
          {
            guard: 'isAService',
            actions: assign({
              failures: ({ context, event }) => ({ ...context.failures, [event.serviceId]: PICTURE_OVER_15_MB }),
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveService',
        input: ({ context, event }) => {
          assertEvent(event, 'service.save');
          return { serviceId: event.serviceId, content: context.drafts[event.serviceId] ?? EMPTY_DRAFT };
        },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              services: replaced(context.services, event.output.service),
              drafts: { ...context.drafts, [event.output.service.id]: draftOf(event.output.service) },
              busyId: null,
            })),
            emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => failedBusy(context, failureMessage(event.error, SAVE_BOOKING_SERVICE_FAILED))),
        },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadPicture',
        input: ({ event }) => {
          assertEvent(event, 'picture.choose');
          return { serviceId: event.serviceId, file: event.file };
        },
      },
      on: {
        'upload.progress': { actions: assign({ sent: ({ event }) => event.sent, total: ({ event }) => event.total }) },
        'upload.done': {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ services: replaced(context.services, event.service), busyId: null })),
            emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.message }) as const),
          ],
        },
        'upload.failed': {
          target: 'ready',
          actions: assign(({ context, event }) => failedBusy(context, failureMessage(event.error, BOOKING_PICTURE_FAILED))),
        },
      },
    },
  },
});
