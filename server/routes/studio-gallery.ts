import { Hono } from 'hono';
import { STUDIO_GALLERY_TEXT } from '../../src/domain/studio-gallery.ts';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { inputOf, reply } from '../http/contract-reply.ts';
import { badRequest } from '../http/http-error.ts';
import {
  deleteGalleryPicture,
  reorderGallery,
  studioGallery,
  updateGalleryPicture,
  uploadGalleryPicture,
} from '../studio/studio-gallery.ts';

/** The studio's galleries: Human Stories and Product Showcase. Request validation has checked the caller's role (authorizeStudio). */
export function studioGalleryRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/gallery', async (c) => {
    const { query } = inputOf(c, 'listStudioGallery');
    return reply(c, 'listStudioGallery', 200, await studioGallery(deps.db, query.galleryType));
  });

  routes.post('/studio/gallery', async (c) => {
    const { body, files } = inputOf(c, 'uploadStudioGalleryPicture');
    const file = files.picture;
    if (!file) throw badRequest(STUDIO_GALLERY_TEXT.pictureRequired);
    const image = await uploadGalleryPicture(deps, c.get('studioActor'), { galleryType: body.galleryType, file, title: body.title });
    return reply(c, 'uploadStudioGalleryPicture', 202, { success: true, message: STUDIO_GALLERY_TEXT.uploaded, image });
  });

  routes.put('/studio/gallery/order', async (c) => {
    const { body } = inputOf(c, 'reorderStudioGallery');
    return reply(c, 'reorderStudioGallery', 200, await reorderGallery(deps, c.get('studioActor'), body.galleryType, body.imageIds));
  });

  routes.patch('/studio/gallery/:imageId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioGalleryPicture');
    const saved = await updateGalleryPicture(deps, c.get('studioActor'), params.imageId, body);
    return reply(c, 'updateStudioGalleryPicture', 200, { success: true, ...saved });
  });

  routes.delete('/studio/gallery/:imageId', async (c) => {
    const { params } = inputOf(c, 'deleteStudioGalleryPicture');
    const deleted = await deleteGalleryPicture(deps, c.get('studioActor'), params.imageId);
    return reply(c, 'deleteStudioGalleryPicture', 200, { success: true, ...deleted });
  });

  return routes;
}
