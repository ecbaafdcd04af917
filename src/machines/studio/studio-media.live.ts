import { fromCallback, fromPromise } from 'xstate';
import { studioMediaMachine, type FileUploadInput, type PictureUploadInput, type UploadReport } from './studio-media.machine.ts';

const requests = () => import('./studio-media.requests.ts');

/** /studio/products/:id/media wired to the real API; each upload reports its progress as it goes and stops with its actor. */
export const liveStudioMediaMachine = studioMediaMachine.provide({
  actors: {
    loadMedia: fromPromise(async ({ input, signal }) => (await requests()).fetchProductMedia(input.productId, signal)),
    uploadPicture: fromCallback<UploadReport, PictureUploadInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      const progress = (sent: number, total: number) => sendBack({ type: 'upload.progress', id: input.id, sent, total });
      requests()
        .then((calls) =>
          calls.requestPictureUpload(input.productId, { file: input.file, variantId: input.variantId }, progress, controller.signal),
        )
        .then(
          (media) => sendBack({ type: 'upload.pictureDone', id: input.id, media }),
          (error: unknown) => sendBack({ type: 'upload.failed', id: input.id, error }),
        );
      return () => controller.abort();
    }),
    uploadFile: fromCallback<UploadReport, FileUploadInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      const progress = (sent: number, total: number) => sendBack({ type: 'upload.progress', id: input.id, sent, total });
      requests()
        .then((calls) => calls.requestDigitalFileUpload(input.productId, input.file, progress, controller.signal))
        .then(
          (answer) => sendBack({ type: 'upload.fileDone', id: input.id, answer }),
          (error: unknown) => sendBack({ type: 'upload.failed', id: input.id, error }),
        );
      return () => controller.abort();
    }),
    changePictures: fromPromise(async ({ input, signal }) => {
      const calls = await requests();
      if (input.action === 'order') return calls.requestPictureOrder(input.productId, input.pictureIds, signal);
      if (input.action === 'cover') return calls.requestPictureCover(input.productId, input.pictureId, signal);
      return calls.requestPictureDelete(input.productId, input.pictureId, signal);
    }),
  },
});
