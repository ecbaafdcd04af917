import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { findProduct } from '../catalogue/product-repository.ts';
import { recordProductView, recordRecentlyViewed } from '../catalogue/product-views.ts';
import { type AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { PRODUCT_NOT_FOUND } from './catalogue.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** Product-view tracking by signed-in customers; the app ignores failures. */
export function productViewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;
  routes.use('/product/view/*', requireUser(deps));
  routes.use('/user/recently-viewed', requireUser(deps));

  const productExists = async (productId: string) => (await findProduct(db, productId)) !== null;

  routes.post('/product/view/:id', async (c) => {
    const { params } = inputOf(c, 'trackProductView');
    if (!(await productExists(params.id))) throw notFound(PRODUCT_NOT_FOUND);
    await recordProductView(db, c.get('session').id, params.id, clock());
    return reply(c, 'trackProductView', 200, { success: true });
  });

  routes.post('/user/recently-viewed', async (c) => {
    const { body } = inputOf(c, 'trackRecentlyViewed');
    // The contract has no 404 here: an unknown product is a bad request.
    if (!(await productExists(body.productId))) throw badRequest(PRODUCT_NOT_FOUND);
    await recordRecentlyViewed(db, c.get('session').id, body.productId, clock());
    return reply(c, 'trackRecentlyViewed', 200, { success: true });
  });

  return routes;
}
