import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http/http-error.ts';
import { type AppEnv } from '../http/app-env.ts';
import { replaceDigitalFile } from '../studio/digital-file-upload.ts';
import { addPicture, deletePicture, makeCover, productMedia, reorderPictures } from '../studio/product-pictures.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const PICTURE_REQUIRED = 'Please choose a picture to upload';

/** The studio's product pictures and digital files. Request validation has checked the caller's role (authorizeStudio). */
export function studioMediaRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/products/:productId/pictures', async (c) => {
    const { params } = inputOf(c, 'listStudioProductPictures');
    return reply(c, 'listStudioProductPictures', 200, await productMedia(deps.db, params.productId));
  });

  routes.post('/studio/products/:productId/pictures', async (c) => {
    const { params, body, files } = inputOf(c, 'uploadStudioProductPicture');
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    return reply(
      c,
      'uploadStudioProductPicture',
      201,
      await addPicture(deps, c.get('studioActor'), params.productId, picture, body.variantId || undefined),
    );
  });

  routes.put('/studio/products/:productId/pictures/order', async (c) => {
    const { params, body } = inputOf(c, 'reorderStudioProductPictures');
    return reply(
      c,
      'reorderStudioProductPictures',
      200,
      await reorderPictures(deps, c.get('studioActor'), params.productId, body.pictureIds),
    );
  });

  routes.post('/studio/products/:productId/pictures/:pictureId/cover', async (c) => {
    const { params } = inputOf(c, 'setStudioProductCover');
    return reply(c, 'setStudioProductCover', 200, await makeCover(deps, c.get('studioActor'), params.productId, params.pictureId));
  });

  routes.delete('/studio/products/:productId/pictures/:pictureId', async (c) => {
    const { params } = inputOf(c, 'deleteStudioProductPicture');
    return reply(c, 'deleteStudioProductPicture', 200, await deletePicture(deps, c.get('studioActor'), params.productId, params.pictureId));
  });

  routes.put('/studio/products/:productId/file', async (c) => {
    const { params, query } = inputOf(c, 'uploadStudioDigitalFile');
    const declared = c.req.header('content-length');
    const digitalFile = await replaceDigitalFile(
      deps,
      c.get('studioActor'),
      params.productId,
      query.fileName,
      c.req.raw.body,
      declared === undefined ? null : Number(declared),
    );
    return reply(c, 'uploadStudioDigitalFile', 200, { success: true, message: 'File uploaded', digitalFile });
  });

  return routes;
}
