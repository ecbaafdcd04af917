import { Hono } from 'hono';
import { downloadFileName, GALLERY_TEXT } from '../../src/domain/gallery.ts';
import type { AppDeps } from '../app-deps.ts';
import { findGalleryImage, listGalleryImages, takeGalleryDownload, toggleGalleryLike } from '../gallery/gallery-repository.ts';
import { responseBody } from '../gallery/gallery-media.ts';
import { optionalViewer } from '../gallery/optional-viewer.ts';
import { type AppEnv } from '../http/app-env.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { inputOf, reply } from '../http/contract-reply.ts';
import { BROWSER_ASKS_AGAIN, BROWSER_KEEPS_A_MINUTE } from '../http/browser-cache.ts';

export const GALLERY_PAGE_SIZE = 12;
const IMAGE_NOT_FOUND = GALLERY_TEXT.imageMissing;

/** `filename` for plain ASCII clients, `filename*` (RFC 5987) for the title as written. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The portfolio: lists, one image, likes and downloads. */
export function galleryRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.get('/gallery', async (c) => {
    const { query } = inputOf(c, 'listGalleryImages');
    const viewer = await optionalViewer(deps, c);
    // A visitor's list is everyone's (the home page prefetches it); a customer's carries their likes.
    c.header('cache-control', viewer ? BROWSER_ASKS_AGAIN : BROWSER_KEEPS_A_MINUTE);
    c.header('vary', 'Authorization');
    const page = await listGalleryImages(
      db,
      {
        page: query.page ?? 1,
        limit: query.limit ?? GALLERY_PAGE_SIZE,
        category: query.category,
        search: query.search,
        galleryType: query.galleryType,
      },
      viewer,
    );
    return reply(c, 'listGalleryImages', 200, { success: true, ...page });
  });

  routes.get('/gallery/:id', async (c) => {
    const image = await findGalleryImage(db, c.req.param('id'), await optionalViewer(deps, c));
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    return reply(c, 'getGalleryImage', 200, { success: true, image });
  });

  routes.get('/gallery/:id/download', requireUser(deps), async (c) => {
    const file = await takeGalleryDownload(db, mediaStorage(deps), c.req.param('id'));
    if (!file) throw notFound(IMAGE_NOT_FOUND);
    return c.body(responseBody(file.body), 200, {
      'content-type': 'image/jpeg',
      'content-disposition': attachment(downloadFileName(file.title)),
      'cache-control': 'private, no-store',
    });
  });

  routes.post('/gallery/images/:id/like', requireUser(deps), async (c) => {
    const state = await toggleGalleryLike(db, c.req.param('id'), c.get('session').id, clock());
    if (!state) throw notFound(IMAGE_NOT_FOUND);
    return reply(c, 'toggleGalleryImageLike', 200, { success: true, ...state });
  });

  return routes;
}
