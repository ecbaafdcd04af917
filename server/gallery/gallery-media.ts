import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { loadPublicGalleryMedia } from './gallery-repository.ts';

// A picture under a key never changes (a new picture gets a new key), so browsers keep it a year.
const FOREVER = 'public, max-age=31536000, immutable';

/** GET /media/gallery/{key}: a watermarked rendition. */
export async function serveGalleryMedia(db: Queryable, c: Context): Promise<Response> {
  const file = await loadPublicGalleryMedia(db, c.req.param('key') ?? '');
  if (!file) return c.notFound();
  return c.body(new Uint8Array(file.data), 200, {
    'content-type': file.contentType,
    'cache-control': FOREVER,
    'x-content-type-options': 'nosniff',
  });
}
