import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup, stopChild, type AnyActorRef } from 'xstate';
import { digitalFileSizeProblem, movedPictureOrder, pictureSizeProblem } from '../../domain/product-media.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioDigitalFileAnswer, StudioProductMedia } from './studio-types.ts';
import { uploadQueue, type Upload, type UploadFailure, type UploadProgress } from './upload-queue.ts';
import { unprovided, notProvided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_MEDIA_FAILED = 'Failed to load the pictures';
export const SAVE_PICTURES_FAILED = 'Failed to save the pictures';

/** An upload with what sending it again needs: a picture goes to the variant it was meant for. */
export type MediaUpload = Upload & ({ readonly kind: 'picture'; readonly variantId: string | null } | { readonly kind: 'file' });

export interface PictureUploadInput {
  readonly id: string;
  readonly productId: string;
  readonly file: File;
  readonly variantId: string | null;
}

export interface FileUploadInput {
  readonly id: string;
  readonly productId: string;
  readonly file: File;
}

/** What an upload actor tells the machine as it goes. */
export type UploadReport =
  | UploadProgress
  | { type: 'upload.pictureDone'; id: string; media: StudioProductMedia }
  | { type: 'upload.fileDone'; id: string; answer: StudioDigitalFileAnswer }
  | UploadFailure;

export type PictureChange =
  | { readonly action: 'order'; readonly productId: string; readonly pictureIds: string[] }
  | { readonly action: 'cover'; readonly productId: string; readonly pictureId: string }
  | { readonly action: 'delete'; readonly productId: string; readonly pictureId: string };

export type StudioMediaEvent =
  | { type: 'pictures.add'; files: readonly File[] }
  | { type: 'variant.choose'; variantId: string | null }
  | { type: 'file.choose'; file: File }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.dismiss'; id: string }
  | { type: 'picture.move'; id: string; step: -1 | 1 }
  | { type: 'picture.cover'; id: string }
  | { type: 'picture.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'list.retry' }
  | UploadReport;

interface StudioMediaContext {
  readonly session: AnyActorRef | null;
  readonly productId: string;
  readonly media: StudioProductMedia | null;
  readonly loadError: string;
  /** The variant the next pictures go to; null for the product's own. */
  readonly variantId: string | null;
  readonly uploads: readonly MediaUpload[];
  readonly uploadCount: number;
  readonly pendingDelete: string | null;
  /** The change being saved. */
  readonly change: PictureChange | null;
}

/** The media as loaded: only 'ready' reads it, and it is entered with the media loaded. */
const loaded = (context: StudioMediaContext) => context.media as StudioProductMedia;

/**
 * /studio/products/:id/media: a product's pictures (upload, reorder, cover, delete) and a digital
 * product's file. Each upload is a child of its own, so one that fails leaves the others going.
 */
export const studioMediaMachine = setup({
  types: {
    context: {} as StudioMediaContext,
    events: {} as StudioMediaEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; productId: string },
  },
  actors: {
    loadMedia: fromPromise<StudioProductMedia, { productId: string }>(() => unprovided('loadMedia')),
    uploadPicture: fromCallback<UploadReport, PictureUploadInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', id: input.id, error: notProvided('uploadPicture') });
    }),
    uploadFile: fromCallback<UploadReport, FileUploadInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', id: input.id, error: notProvided('uploadFile') });
    }),
    changePictures: fromPromise<StudioProductMedia, PictureChange>(() => unprovided('changePictures')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    canMoveThatWay: ({ context, event }) => {
      assertEvent(event, 'picture.move');
      return movedPictureOrder(loaded(context).pictures, event.id, event.step) !== null;
    },
    isAPicture: ({ context, event }) => {
      assertEvent(event, 'picture.delete');
      return loaded(context).pictures.some((picture) => picture._id === event.id);
    },
    isNotTheCover: ({ context, event }) => {
      assertEvent(event, 'picture.cover');
      return loaded(context).pictures.some((picture) => picture._id === event.id && !picture.cover);
    },
    isDigital: ({ context }) => loaded(context).isDigital,
  },
  actions: {
    startPictureUploads: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'pictures.add');
      let count = context.uploadCount;
      const added: MediaUpload[] = [];
      for (const file of event.files) {
        count += 1;
        const id = `upload-${count}`;
        const problem = pictureSizeProblem(file.size);
        added.push({ ...uploadQueue.queued(id, file, problem), kind: 'picture', variantId: context.variantId });
        if (!problem) {
          enqueue.spawnChild('uploadPicture', { id, input: { id, productId: context.productId, file, variantId: context.variantId } });
        }
      }
      enqueue.assign({ uploads: [...added, ...context.uploads], uploadCount: count });
    }),
    startFileUpload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'file.choose');
      const id = `upload-${context.uploadCount + 1}`;
      const problem = digitalFileSizeProblem(event.file.size);
      if (!problem) enqueue.spawnChild('uploadFile', { id, input: { id, productId: context.productId, file: event.file } });
      const added: MediaUpload = { ...uploadQueue.queued(id, event.file, problem), kind: 'file' };
      enqueue.assign({ uploads: [added, ...context.uploads], uploadCount: context.uploadCount + 1 });
    }),
    retryUpload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.retry');
      // Only a failed upload that was sent (not one refused for its size) goes again.
      const upload = uploadQueue.retryable(context.uploads, event.id);
      if (!upload) return;
      const { id, file } = upload;
      if (upload.kind === 'picture') {
        enqueue.spawnChild('uploadPicture', { id, input: { id, productId: context.productId, file, variantId: upload.variantId } });
      } else {
        enqueue.spawnChild('uploadFile', { id, input: { id, productId: context.productId, file } });
      }
      enqueue.assign({ uploads: uploadQueue.retried(context.uploads, id) });
    }),
  },
}).createMachine({
  id: 'studioMedia',
  context: ({ input }) => ({
    session: input.session,
    productId: input.productId,
    media: null,
    loadError: '',
    variantId: null,
    uploads: [],
    uploadCount: 0,
    pendingDelete: null,
    change: null,
  }),
  initial: 'checkingLogin',
  on: {
    'upload.progress': { actions: assign({ uploads: ({ context, event }) => uploadQueue.progressed(context.uploads, event) }) },
    'upload.pictureDone': {
      actions: [
        assign({
          media: ({ event }) => event.media,
          uploads: ({ context, event }) => uploadQueue.done(context.uploads, event.id),
        }),
        stopChild(({ event }) => event.id),
      ],
    },
    'upload.fileDone': {
      actions: [
        assign({
          media: ({ context, event }) => (context.media ? { ...context.media, digitalFile: event.answer.digitalFile } : context.media),
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
    ...loginGate<StudioMediaContext, StudioMediaEvent>('loading'),
    loading: {
      invoke: {
        src: 'loadMedia',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: assign({ media: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_MEDIA_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'pictures.add': { actions: 'startPictureUploads' },
        'file.choose': { guard: 'isDigital', actions: 'startFileUpload' },
        'upload.retry': { actions: 'retryUpload' },
        'variant.choose': { actions: assign({ variantId: ({ event }) => event.variantId }) },
      },
      states: {
        idle: {
          on: {
            'picture.move': {
              guard: 'canMoveThatWay',
              target: 'saving',
              actions: assign({
                change: ({ context, event }) => ({
                  action: 'order' as const,
                  productId: context.productId,
                  // canMoveThatWay found the order.
                  pictureIds: movedPictureOrder(loaded(context).pictures, event.id, event.step) as string[],
                }),
              }),
            },
            'picture.cover': {
              guard: 'isNotTheCover',
              target: 'saving',
              actions: assign({
                change: ({ context, event }) => ({ action: 'cover' as const, productId: context.productId, pictureId: event.id }),
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
                  productId: context.productId,
                  // confirmingDelete is entered only with the picture to delete.
                  pictureId: context.pendingDelete as string,
                }),
              }),
            },
            'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) },
            'picture.delete': { guard: 'isAPicture', actions: assign({ pendingDelete: ({ event }) => event.id }) },
          },
        },
        saving: {
          invoke: {
            src: 'changePictures',
            input: ({ context }) => context.change as PictureChange,
            onDone: {
              target: 'idle',
              actions: [
                assign({ media: ({ event }) => event.output, change: null, pendingDelete: null }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output.message ?? 'Saved' }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ change: null, pendingDelete: null }),
                emit(
                  ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, SAVE_PICTURES_FAILED) }) as const,
                ),
              ],
            },
          },
        },
      },
    },
  },
});
