import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http/http-error.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { replaceDigitalFile } from '../studio/digital-file-upload.ts';
import { addPicture, deletePicture, makeCover, productMedia, reorderPictures } from '../studio/product-pictures.ts';

type PictureUpload = components['schemas']['StudioPictureUpload'];
type PictureOrder = components['schemas']['StudioPictureOrderRequest'];

export const PICTURE_REQUIRED = 'Please choose a picture to upload';

/** The studio's product pictures and digital files. Request validation has checked the caller's role (authorizeStudio). */
export function studioMediaRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/products/:productId/pictures', async (c) => {
    const { params } = inputOf<{ productId: string }>(c);
    return c.json(await productMedia(deps.db, params.productId));
  });

  routes.post('/studio/products/:productId/pictures', async (c) => {
    const { params, body, files } = inputOf<{ productId: string }, never, PictureUpload>(c);
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    return c.json(await addPicture(deps, c.get('studioActor'), params.productId, picture, body.variantId || undefined), 201);
  });

  routes.put('/studio/products/:productId/pictures/order', async (c) => {
    const { params, body } = inputOf<{ productId: string }, never, PictureOrder>(c);
    return c.json(await reorderPictures(deps, c.get('studioActor'), params.productId, body.pictureIds));
  });

  routes.post('/studio/products/:productId/pictures/:pictureId/cover', async (c) => {
    const { params } = inputOf<{ productId: string; pictureId: string }>(c);
    return c.json(await makeCover(deps, c.get('studioActor'), params.productId, params.pictureId));
  });

  routes.delete('/studio/products/:productId/pictures/:pictureId', async (c) => {
    const { params } = inputOf<{ productId: string; pictureId: string }>(c);
    return c.json(await deletePicture(deps, c.get('studioActor'), params.productId, params.pictureId));
  });

  routes.put('/studio/products/:productId/file', async (c) => {
    const { params, query } = inputOf<{ productId: string }, { fileName: string }>(c);
    const declared = c.req.header('content-length');
    const digitalFile = await replaceDigitalFile(
      deps,
      c.get('studioActor'),
      params.productId,
      query.fileName,
      c.req.raw.body,
      declared === undefined ? null : Number(declared),
    );
    return c.json({ success: true, message: 'File uploaded', digitalFile });
  });

  return routes;
}
