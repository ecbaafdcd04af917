import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { OpenedFile } from '../media/file-storage.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { sharePictureOfPicture } from '../media/share-picture.ts';
import { storedFileResponse } from '../media/stored-file-response.ts';
import { renditionKey, shareKeyBase, WIDEST_LIST_WIDTH } from './gallery-artwork.ts';
import { loadPublicGalleryMedia, type GalleryFileBody } from './gallery-repository.ts';

// A picture under a key never changes (a new picture gets a new key), so browsers keep it a year.
const FOREVER = 'public, max-age=31536000, immutable';

/** A file's bytes as a response body: a stream from storage goes out as it is read. */
export function responseBody(body: GalleryFileBody): Uint8Array<ArrayBuffer> | ReadableStream {
  return body instanceof Uint8Array ? new Uint8Array(body) : (Readable.toWeb(body.stream) as ReadableStream);
}

/** A seeded picture's bytes from the database, served like a stored file (the same length and ETag headers). */
function bytesAsFile(bytes: Uint8Array): OpenedFile {
  const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
  return { size: bytes.length, etag, stream: Readable.from([Buffer.from(bytes)]) };
}

/**
 * A public picture's link preview ('{base}-share.jpg'): its widest watermarked rendition cut to
 * 1200x630, so WhatsApp, Facebook and X show the large card. Asked of the rendition each time, so a
 * picture taken down loses its preview too.
 */
async function loadSharePicture(deps: AppDeps, key: string, base: string): Promise<{ contentType: string; body: GalleryFileBody } | null> {
  const widest = await loadPublicGalleryMedia(deps.db, mediaStorage(deps), renditionKey(base, WIDEST_LIST_WIDTH, 'jpg'));
  if (!widest) return null;
  const { body } = widest;
  const preview = await sharePictureOfPicture(key, async () => (body instanceof Uint8Array ? body : buffer(body.stream)));
  // A preview already made left the stored rendition's stream unread.
  if (!(body instanceof Uint8Array)) body.stream.destroy();
  return { contentType: 'image/jpeg', body: preview };
}

/** GET /media/gallery/{key}: a watermarked rendition, or a picture's link preview. */
export async function serveGalleryMedia(deps: AppDeps, c: Context): Promise<Response> {
  const key = c.req.param('key') ?? '';
  const shared = shareKeyBase(key);
  const file = shared === null ? await loadPublicGalleryMedia(deps.db, mediaStorage(deps), key) : await loadSharePicture(deps, key, shared);
  if (!file) return c.notFound();
  return storedFileResponse(c, file.body instanceof Uint8Array ? bytesAsFile(file.body) : file.body, {
    'content-type': file.contentType,
    'cache-control': FOREVER,
    'x-content-type-options': 'nosniff',
  });
}
