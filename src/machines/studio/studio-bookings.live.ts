import { fromCallback, fromPromise } from 'xstate';
import { studioBookingsMachine, type BookingPictureReport, type PictureUploadInput } from './studio-bookings.machine.ts';

const requests = () => import('./studio-bookings.requests.ts');

/** /studio/bookings wired to the real API; the picture upload reports its progress and stops with its actor. */
export const liveStudioBookingsMachine = studioBookingsMachine.provide({
  actors: {
    loadServices: fromPromise(async ({ signal }) => (await requests()).fetchBookingServices(signal)),
    saveService: fromPromise(async ({ input, signal }) => {
      const { formLink, ...content } = input.content;
      return (await requests()).requestBookingServiceSave(input.serviceId, { ...content, formLink: formLink.trim() || null }, signal);
    }),
    uploadPicture: fromCallback<BookingPictureReport, PictureUploadInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      const progress = (sent: number, total: number) => sendBack({ type: 'upload.progress', sent, total });
      requests()
        .then((calls) => calls.requestBookingPictureUpload(input.serviceId, input.file, progress, controller.signal))
        .then(
          (answer) => sendBack({ type: 'upload.done', service: answer.service, message: answer.message }),
          (error: unknown) => sendBack({ type: 'upload.failed', error }),
        );
      return () => controller.abort();
    }),
  },
});
