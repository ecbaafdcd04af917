import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, stopChild, type AnyActorRef } from 'xstate';
import { pictureSizeProblem } from '../../domain/product-media.ts';
import { movedGalleryOrder } from '../../domain/studio-gallery.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { GalleryType, StudioGallery, StudioGalleryItem, StudioGalleryUpdate } from './studio-types.ts';
import { draftOf, updateOf, type DraftField, type GalleryDraft } from './studio-gallery-draft.ts';
import { uploadQueue, type Upload, type UploadFailure, type UploadProgress } from './upload-queue.ts';
import { unprovided, notProvided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';
import { productSearchMachine, type ProductOption, type ProductSearchEvent } from './product-search.machine.ts';

export const LOAD_GALLERY_FAILED = 'Failed to load the gallery';
export const SAVE_GALLERY_FAILED = 'Failed to save the picture';
/** How often the screen asks again while pictures are processing. */
export const POLL_MS = 2000;

export interface GalleryUploadInput {
  readonly id: string;
  readonly galleryType: GalleryType;
  readonly file: File;
}

export type GalleryUploadReport = UploadProgress | { type: 'upload.done'; id: string; image: StudioGalleryItem } | UploadFailure;

export type GalleryChange =
  | { readonly action: 'update'; readonly galleryType: GalleryType; readonly imageId: string; readonly update: StudioGalleryUpdate }
  | { readonly action: 'order'; readonly galleryType: GalleryType; readonly imageIds: string[] }
  | { readonly action: 'delete'; readonly galleryType: GalleryType; readonly imageId: string };

export type StudioGalleryEvent =
  | { type: 'pictures.add'; files: readonly File[] }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.dismiss'; id: string }
  | { type: 'picture.edit'; id: string }
  | { type: 'edit.change'; field: DraftField; value: string }
  | { type: 'edit.relatedToggle'; id: string }
  | { type: 'edit.productPick'; product: ProductOption }
  | { type: 'edit.productClear' }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'picture.publish'; id: string; published: boolean }
  | { type: 'picture.move'; id: string; step: -1 | 1 }
  | { type: 'picture.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'list.retry' }
  | ProductSearchEvent
  | GalleryUploadReport;

interface StudioGalleryContext {
  readonly session: AnyActorRef | null;
  readonly galleryType: GalleryType;
  readonly gallery: StudioGallery | null;
  readonly loadError: string;
  readonly uploads: readonly Upload[];
  readonly uploadCount: number;
  readonly draft: GalleryDraft | null;
  readonly pendingDelete: string | null;
  readonly change: GalleryChange | null;
}

// Read only in 'ready', which is entered with the gallery loaded and never left.
const imagesOf = (context: StudioGalleryContext) => (context.gallery as StudioGallery).images;
const imageOf = (context: StudioGalleryContext, id: string) => imagesOf(context).find((image) => image._id === id);
const idsOf = (context: StudioGalleryContext) => imagesOf(context).map((image) => image._id);

/**
 * /studio/gallery/:type: one gallery's pictures. Uploads go up each as a child of its own (with its
 * progress), so one that fails leaves the others going and can be sent again alone; the server
 * answers each at once and makes its renditions in the background, and the screen asks again every
 * two seconds while any picture is processing. Details, publishing, order and delete are saved one
 * change at a time. A showcase picture's product is found by the productSearch child, which hears
 * the field's typing; the form keeps the product picked and the search is cleared.
 */
export const studioGalleryMachine = setup({
  types: {
    context: {} as StudioGalleryContext,
    events: {} as StudioGalleryEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; galleryType: GalleryType },
    children: {} as { productSearch: 'productSearch' },
  },
  actors: {
    loadGallery: fromPromise<StudioGallery, { galleryType: GalleryType }>(() => unprovided('loadGallery')),
    uploadPicture: fromCallback<GalleryUploadReport, GalleryUploadInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', id: input.id, error: notProvided('uploadPicture') });
    }),
    changeGallery: fromPromise<{ message: string; gallery: StudioGallery }, GalleryChange>(() => unprovided('changeGallery')),
    productSearch: productSearchMachine,
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    hasProcessing: ({ context }) => imagesOf(context).some((image) => image.state === 'processing'),
    isAPicture: ({ context, event }) => {
      assertEvent(event, ['picture.edit', 'picture.delete']);
      return imageOf(context, event.id) !== undefined;
    },
    canMoveThatWay: ({ context, event }) => {
      assertEvent(event, 'picture.move');
      return movedGalleryOrder(idsOf(context), event.id, event.step) !== null;
    },
    canPublish: ({ context, event }) => {
      assertEvent(event, 'picture.publish');
      return !event.published || imageOf(context, event.id)?.state === 'ready';
    },
    isRetryable: ({ context, event }) => {
      assertEvent(event, 'upload.retry');
      return uploadQueue.retryable(context.uploads, event.id) !== undefined;
    },
    // The form's picture may be gone meanwhile (another change answered the gallery without it).
    hasChanges: ({ context }) => {
      const { draft } = context;
      if (!draft) return false;
      const image = imageOf(context, draft.id);
      return image !== undefined && Object.keys(updateOf(draft, image, context.galleryType)).length > 0;
    },
  },
  actions: {
    clearProductSearch: sendTo('productSearch', { type: 'productSearch.clear' }),
    startUploads: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'pictures.add');
      let count = context.uploadCount;
      const added: Upload[] = [];
      for (const file of event.files) {
        count += 1;
        const id = `upload-${count}`;
        const problem = pictureSizeProblem(file.size);
        added.push(uploadQueue.queued(id, file, problem));
        if (!problem) enqueue.spawnChild('uploadPicture', { id, input: { id, galleryType: context.galleryType, file } });
      }
      enqueue.assign({ uploads: [...added, ...context.uploads], uploadCount: count });
    }),
    retryUpload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.retry');
      // The guard isRetryable found it.
      const upload = uploadQueue.retryable(context.uploads, event.id) as Upload;
      enqueue.spawnChild('uploadPicture', { id: upload.id, input: { id: upload.id, galleryType: context.galleryType, file: upload.file } });
      enqueue.assign({ uploads: uploadQueue.retried(context.uploads, upload.id) });
    }),
  },
}).createMachine({
  id: 'studioGallery',
  context: ({ input }) => ({
    session: input.session,
    galleryType: input.galleryType,
    gallery: null,
    loadError: '',
    uploads: [],
    uploadCount: 0,
    draft: null,
    pendingDelete: null,
    change: null,
  }),
  initial: 'checkingLogin',
  // The product search of a showcase picture's form (product-search.machine.ts), for the screen's life.
  invoke: { id: 'productSearch', src: 'productSearch' },
  on: {
    'productSearch.input': { actions: sendTo('productSearch', ({ event }) => event) },
    'upload.progress': { actions: assign({ uploads: ({ context, event }) => uploadQueue.progressed(context.uploads, event) }) },
    'upload.done': {
      actions: [
        assign({
          // The new picture comes first, as the gallery lists it; the next poll brings its state.
          gallery: ({ context, event }) =>
            context.gallery
              ? { ...context.gallery, images: [event.image, ...context.gallery.images.filter((image) => image._id !== event.image._id)] }
              : context.gallery,
          uploads: ({ context, event }) => uploadQueue.done(context.uploads, event.id),
        }),
        stopChild(({ event }) => event.id),
      ],
    },
    'upload.failed': {
      actions: [
        assign({ uploads: ({ context, event }) => uploadQueue.failed(context.uploads, event) }),
        stopChild(({ event }) => event.id),
      ],
    },
    'upload.dismiss': { actions: assign({ uploads: ({ context, event }) => uploadQueue.dismissed(context.uploads, event.id) }) },
  },
  states: {
    ...loginGate<StudioGalleryContext, StudioGalleryEvent>('loading'),
    loading: {
      invoke: {
        src: 'loadGallery',
        input: ({ context }) => ({ galleryType: context.galleryType }),
        onDone: { target: 'ready', actions: assign({ gallery: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_GALLERY_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'pictures.add': { actions: 'startUploads' },
        'upload.retry': { guard: 'isRetryable', actions: 'retryUpload' },
      },
      states: {
        work: {
          initial: 'idle',
          // The open editor takes typing whatever runs: while another picture's change is saved,
          // what is typed here is kept.
          on: {
            'edit.change': {
              actions: assign({
                draft: ({ context, event }) => (context.draft ? { ...context.draft, [event.field]: event.value } : null),
              }),
            },
            'edit.relatedToggle': {
              actions: assign({
                draft: ({ context, event }) => {
                  if (!context.draft) return null;
                  const chosen = context.draft.relatedImageIds;
                  return {
                    ...context.draft,
                    relatedImageIds: chosen.includes(event.id) ? chosen.filter((id) => id !== event.id) : [...chosen, event.id],
                  };
                },
              }),
            },
            'edit.productPick': {
              actions: [
                assign({
                  draft: ({ context, event }) =>
                    context.draft ? { ...context.draft, productId: event.product.id, productTitle: event.product.title } : null,
                }),
                'clearProductSearch',
              ],
            },
            'edit.productClear': {
              actions: assign({
                draft: ({ context }) => (context.draft ? { ...context.draft, productId: null, productTitle: null } : null),
              }),
            },
          },
          states: {
            idle: {
              on: {
                'picture.edit': {
                  guard: 'isAPicture',
                  actions: [
                    assign({ draft: ({ context, event }) => draftOf(imageOf(context, event.id) as StudioGalleryItem) }),
                    'clearProductSearch',
                  ],
                },
                'edit.cancel': { actions: assign({ draft: null }) },
                'edit.save': [
                  {
                    guard: 'hasChanges',
                    target: 'saving',
                    actions: assign({
                      change: ({ context }) => {
                        const draft = context.draft as GalleryDraft;
                        return {
                          action: 'update' as const,
                          galleryType: context.galleryType,
                          imageId: draft.id,
                          update: updateOf(draft, imageOf(context, draft.id) as StudioGalleryItem, context.galleryType),
                        };
                      },
                    }),
                  },
                  { actions: assign({ draft: null }) },
                ],
                'picture.publish': {
                  guard: 'canPublish',
                  target: 'saving',
                  actions: assign({
                    change: ({ context, event }) => ({
                      action: 'update' as const,
                      galleryType: context.galleryType,
                      imageId: event.id,
                      update: { published: event.published },
                    }),
                  }),
                },
                'picture.move': {
                  guard: 'canMoveThatWay',
                  target: 'saving',
                  actions: assign({
                    change: ({ context, event }) => ({
                      action: 'order' as const,
                      galleryType: context.galleryType,
                      // The guard canMoveThatWay found the order.
                      imageIds: movedGalleryOrder(idsOf(context), event.id, event.step) as string[],
                    }),
                  }),
                },
                'picture.delete': {
                  guard: 'isAPicture',
                  target: 'confirmingDelete',
                  actions: assign({ pendingDelete: ({ event }) => event.id }),
                },
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': {
                  target: 'saving',
                  actions: assign({
                    change: ({ context }) => ({
                      action: 'delete' as const,
                      galleryType: context.galleryType,
                      imageId: context.pendingDelete as string,
                    }),
                  }),
                },
                'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) },
                'picture.delete': { guard: 'isAPicture', actions: assign({ pendingDelete: ({ event }) => event.id }) },
              },
            },
            saving: {
              invoke: {
                src: 'changeGallery',
                input: ({ context }) => context.change as GalleryChange,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      gallery: ({ event }) => event.output.gallery,
                      change: null,
                      pendingDelete: null,
                      // The editor closes when its own picture was saved (or deleted), not for another's change.
                      draft: ({ context }) => {
                        // An order names no picture: its undefined never equals an open form's id (and with
                        // no form open the draft stays null either way).
                        const { imageId } = context.change as { readonly imageId?: string };
                        return imageId === context.draft?.id ? null : context.draft;
                      },
                    }),
                    emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message }) as const),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ change: null, pendingDelete: null }),
                    emit(
                      ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, SAVE_GALLERY_FAILED) }) as const,
                    ),
                  ],
                },
              },
            },
          },
        },
        watch: {
          initial: 'quiet',
          states: {
            quiet: { always: { guard: 'hasProcessing', target: 'waiting' } },
            waiting: { after: { [POLL_MS]: 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'loadGallery',
                input: ({ context }) => ({ galleryType: context.galleryType }),
                onDone: { target: 'quiet', actions: assign({ gallery: ({ event }) => event.output }) },
                onError: { target: 'quiet' },
              },
            },
          },
        },
      },
    },
  },
});
