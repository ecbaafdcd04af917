import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import { STUDIO_GALLERY_TEXT, type GalleryKind } from '../../src/domain/studio-gallery.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { badRequest } from '../http/http-error.ts';
import {
  deleteGalleryPicture,
  reorderGallery,
  studioGallery,
  updateGalleryPicture,
  uploadGalleryPicture,
} from '../studio/studio-gallery.ts';

type GalleryUpload = components['schemas']['StudioGalleryUpload'];
type GalleryOrder = components['schemas']['StudioGalleryOrderRequest'];
type GalleryUpdate = components['schemas']['StudioGalleryUpdate'];

/** The studio's galleries: Human Stories and Product Showcase. Request validation has checked the caller's role (authorizeStudio). */
export function studioGalleryRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/gallery', async (c) => {
    const { query } = inputOf<never, { galleryType: GalleryKind }>(c);
    return c.json(await studioGallery(deps.db, query.galleryType));
  });

  routes.post('/studio/gallery', async (c) => {
    const { body, files } = inputOf<never, never, GalleryUpload>(c);
    const file = files.picture;
    if (!file) throw badRequest(STUDIO_GALLERY_TEXT.pictureRequired);
    const image = await uploadGalleryPicture(deps, c.get('studioActor'), { galleryType: body.galleryType, file, title: body.title });
    return c.json({ success: true, message: STUDIO_GALLERY_TEXT.uploaded, image }, 202);
  });

  routes.put('/studio/gallery/order', async (c) => {
    const { body } = inputOf<never, never, GalleryOrder>(c);
    return c.json(await reorderGallery(deps, c.get('studioActor'), body.galleryType, body.imageIds));
  });

  routes.patch('/studio/gallery/:imageId', async (c) => {
    const { params, body } = inputOf<{ imageId: string }, never, GalleryUpdate>(c);
    return c.json({ success: true, ...(await updateGalleryPicture(deps, c.get('studioActor'), params.imageId, body)) });
  });

  routes.delete('/studio/gallery/:imageId', async (c) => {
    const { params } = inputOf<{ imageId: string }>(c);
    return c.json({ success: true, ...(await deleteGalleryPicture(deps, c.get('studioActor'), params.imageId)) });
  });

  return routes;
}
