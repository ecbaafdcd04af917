import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { loadPublicGalleryMedia, type GalleryFileBody } from './gallery-repository.ts';

// A picture under a key never changes (a new picture gets a new key), so browsers keep it a year.
const FOREVER = 'public, max-age=31536000, immutable';

/** A file's bytes as a response body: a stream from storage goes out as it is read. */
export function responseBody(body: GalleryFileBody): Uint8Array<ArrayBuffer> | ReadableStream {
  return body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : new Uint8Array(body);
}

/** GET /media/gallery/{key}: a watermarked rendition. */
export async function serveGalleryMedia(deps: AppDeps, c: Context): Promise<Response> {
  const file = await loadPublicGalleryMedia(deps.db, mediaStorage(deps), c.req.param('key') ?? '');
  if (!file) return c.notFound();
  return c.body(responseBody(file.body), 200, {
    'content-type': file.contentType,
    'cache-control': FOREVER,
    'x-content-type-options': 'nosniff',
  });
}
