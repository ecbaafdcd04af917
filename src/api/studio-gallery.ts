import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';
import { uploadWithProgress } from './upload.ts';

type Schemas = components['schemas'];
export type StudioGallery = Schemas['StudioGalleryResponse'];
export type StudioGalleryItemAnswer = Schemas['StudioGalleryItemResponse'];
export type GalleryType = Schemas['GalleryType'];

/** GET /studio/gallery: every picture of one gallery, with its processing state. */
export function getStudioGallery(client: ApiClient, galleryType: GalleryType, signal: AbortSignal): Promise<StudioGallery> {
  return read(client, (signal) => client.GET('/studio/gallery', { params: { query: { galleryType } }, signal }), signal);
}

/** POST /studio/gallery, multipart, with the browser's upload progress; answered 202 while it is processed. */
export function uploadStudioGalleryPicture(
  client: ApiClient,
  upload: { readonly file: Blob; readonly galleryType: GalleryType },
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<StudioGalleryItemAnswer> {
  const form = new FormData();
  form.set('picture', upload.file);
  form.set('galleryType', upload.galleryType);
  return uploadWithProgress(client, { path: '/studio/gallery', method: 'POST', body: form, onProgress }, signal);
}

/** PATCH /studio/gallery/{imageId}. */
export function updateStudioGalleryPicture(
  client: ApiClient,
  imageId: string,
  update: Schemas['StudioGalleryUpdate'],
  signal: AbortSignal,
): Promise<StudioGalleryItemAnswer> {
  return send((signal) => client.PATCH('/studio/gallery/{imageId}', { params: { path: { imageId } }, body: update, signal }), signal);
}

/** PUT /studio/gallery/order. */
export function reorderStudioGallery(
  client: ApiClient,
  galleryType: GalleryType,
  imageIds: string[],
  signal: AbortSignal,
): Promise<StudioGallery> {
  return send((signal) => client.PUT('/studio/gallery/order', { body: { galleryType, imageIds }, signal }), signal);
}

/** DELETE /studio/gallery/{imageId}. */
export function deleteStudioGalleryPicture(client: ApiClient, imageId: string, signal: AbortSignal): Promise<Schemas['MessageResponse']> {
  return send((signal) => client.DELETE('/studio/gallery/{imageId}', { params: { path: { imageId } }, signal }), signal);
}
