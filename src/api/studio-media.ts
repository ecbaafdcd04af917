import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { read, send } from './request.ts';
import { uploadWithProgress } from './upload.ts';

type Schemas = components['schemas'];
export type StudioProductMedia = Schemas['StudioProductMediaResponse'];
export type StudioDigitalFileAnswer = Schemas['StudioDigitalFileResponse'];

const base = (productId: string) => `/studio/products/${encodeURIComponent(productId)}`;

/** GET /studio/products/{productId}/pictures: the pictures, the variants and the digital file. */
export function getStudioProductMedia(client: ApiClient, productId: string, signal: AbortSignal): Promise<StudioProductMedia> {
  return read(client, (signal) => client.GET('/studio/products/{productId}/pictures', { params: { path: { productId } }, signal }), signal);
}

/** POST /studio/products/{productId}/pictures, multipart, with the browser's upload progress. */
export function uploadStudioPicture(
  client: ApiClient,
  productId: string,
  upload: { readonly file: Blob; readonly variantId: string | null },
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<StudioProductMedia> {
  const form = new FormData();
  form.set('picture', upload.file);
  if (upload.variantId) form.set('variantId', upload.variantId);
  return uploadWithProgress(client, { path: `${base(productId)}/pictures`, method: 'POST', body: form, onProgress }, signal);
}

/** PUT /studio/products/{productId}/file: the file itself as the body, with the browser's upload progress. */
export function uploadStudioDigitalFile(
  client: ApiClient,
  productId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<StudioDigitalFileAnswer> {
  const path = `${base(productId)}/file?fileName=${encodeURIComponent(file.name.slice(0, 200) || 'download')}`;
  return uploadWithProgress(client, { path, method: 'PUT', body: file, onProgress }, signal);
}

/** PUT /studio/products/{productId}/pictures/order. */
export function reorderStudioPictures(
  client: ApiClient,
  productId: string,
  pictureIds: string[],
  signal: AbortSignal,
): Promise<StudioProductMedia> {
  return send(
    (signal) =>
      client.PUT('/studio/products/{productId}/pictures/order', { params: { path: { productId } }, body: { pictureIds }, signal }),
    signal,
  );
}

/** POST /studio/products/{productId}/pictures/{pictureId}/cover. */
export function setStudioCover(client: ApiClient, productId: string, pictureId: string, signal: AbortSignal): Promise<StudioProductMedia> {
  return send(
    (signal) =>
      client.POST('/studio/products/{productId}/pictures/{pictureId}/cover', { params: { path: { productId, pictureId } }, signal }),
    signal,
  );
}

/** DELETE /studio/products/{productId}/pictures/{pictureId}. */
export function deleteStudioPicture(
  client: ApiClient,
  productId: string,
  pictureId: string,
  signal: AbortSignal,
): Promise<StudioProductMedia> {
  return send(
    (signal) => client.DELETE('/studio/products/{productId}/pictures/{pictureId}', { params: { path: { productId, pictureId } }, signal }),
    signal,
  );
}
