import { fromCallback, fromPromise } from 'xstate';
import { productSearchMachine } from './product-search.machine.ts';
import { studioGalleryMachine, type GalleryUploadInput, type GalleryUploadReport } from './studio-gallery.machine.ts';

const requests = () => import('./studio-gallery.requests.ts');

/** /studio/gallery/:type wired to the real API; each upload reports its progress as it goes and stops with its actor. */
export const liveStudioGalleryMachine = studioGalleryMachine.provide({
  actors: {
    loadGallery: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioGallery(input.galleryType, signal)),
    uploadPicture: fromCallback<GalleryUploadReport, GalleryUploadInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      const progress = (sent: number, total: number) => sendBack({ type: 'upload.progress', id: input.id, sent, total });
      requests()
        .then((calls) => calls.requestGalleryUpload({ file: input.file, galleryType: input.galleryType }, progress, controller.signal))
        .then(
          (answer) => sendBack({ type: 'upload.done', id: input.id, image: answer.image }),
          (error: unknown) => sendBack({ type: 'upload.failed', id: input.id, error }),
        );
      return () => controller.abort();
    }),
    changeGallery: fromPromise(async ({ input, signal }) => (await requests()).requestGalleryChange(input, signal)),
    // A showcase picture may show any product, archived ones too.
    productSearch: productSearchMachine.provide({
      actors: { searchProducts: fromPromise(async ({ input, signal }) => (await requests()).searchGalleryProducts(input.text, signal)) },
    }),
  },
});
