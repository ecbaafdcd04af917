import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { createStudioCategory, listStudioCategories, updateStudioCategory } from '../studio/studio-categories.ts';
import { loadStudioProduct } from '../studio/studio-product-view.ts';
import {
  createStudioProduct,
  listStudioProducts,
  setProductArchived,
  STUDIO_PRODUCTS_PAGE_SIZE,
  updateStudioProduct,
} from '../studio/studio-products.ts';
import { createVariant, removeVariant, setVariantArchived, updateVariant } from '../studio/studio-variants.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's catalogue: products, their variants and the categories. Request validation has checked the caller's role (authorizeStudio). */
export function studioCatalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/products', async (c) => {
    const { query } = inputOf(c, 'listStudioProducts');
    const page = query.page ?? 1;
    const { products, total } = await listStudioProducts(deps.db, query.search, query.status ?? 'all', page);
    return reply(c, 'listStudioProducts', 200, {
      success: true,
      products,
      total,
      page,
      pages: Math.ceil(total / STUDIO_PRODUCTS_PAGE_SIZE),
    });
  });

  routes.post('/studio/products', async (c) => {
    const { body } = inputOf(c, 'createStudioProduct');
    const product = await createStudioProduct(deps, c.get('studioActor'), body);
    return reply(c, 'createStudioProduct', 201, { success: true, message: 'Product added', product });
  });

  routes.get('/studio/products/:productId', async (c) => {
    const { params } = inputOf(c, 'getStudioProduct');
    return reply(c, 'getStudioProduct', 200, { success: true, product: await loadStudioProduct(deps.db, params.productId) });
  });

  routes.put('/studio/products/:productId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioProduct');
    const product = await updateStudioProduct(deps, c.get('studioActor'), params.productId, body);
    return reply(c, 'updateStudioProduct', 200, { success: true, message: 'Product saved', product });
  });

  routes.post('/studio/products/:productId/archive', async (c) => {
    const { params, body } = inputOf(c, 'setStudioProductArchived');
    const product = await setProductArchived(deps, c.get('studioActor'), params.productId, body.archived);
    return reply(c, 'setStudioProductArchived', 200, {
      success: true,
      message: body.archived ? 'Product archived' : 'Product restored',
      product,
    });
  });

  routes.post('/studio/products/:productId/variants', async (c) => {
    const { params, body } = inputOf(c, 'createStudioVariant');
    const product = await createVariant(deps, c.get('studioActor'), params.productId, body);
    return reply(c, 'createStudioVariant', 201, { success: true, message: 'Variant added', product });
  });

  routes.put('/studio/products/:productId/variants/:variantId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioVariant');
    const product = await updateVariant(deps, c.get('studioActor'), params.productId, params.variantId, body);
    return reply(c, 'updateStudioVariant', 200, { success: true, message: 'Variant saved', product });
  });

  routes.delete('/studio/products/:productId/variants/:variantId', async (c) => {
    const { params } = inputOf(c, 'removeStudioVariant');
    const product = await removeVariant(deps, c.get('studioActor'), params.productId, params.variantId);
    return reply(c, 'removeStudioVariant', 200, { success: true, message: 'Variant removed', product });
  });

  routes.post('/studio/products/:productId/variants/:variantId/archive', async (c) => {
    const { params, body } = inputOf(c, 'setStudioVariantArchived');
    const product = await setVariantArchived(deps, c.get('studioActor'), params.productId, params.variantId, body.archived);
    return reply(c, 'setStudioVariantArchived', 200, {
      success: true,
      message: body.archived ? 'Variant archived' : 'Variant restored',
      product,
    });
  });

  routes.get('/studio/categories', async (c) =>
    reply(c, 'listStudioCategories', 200, { success: true, categories: await listStudioCategories(deps.db) }),
  );

  routes.post('/studio/categories', async (c) => {
    const { body } = inputOf(c, 'createStudioCategory');
    const category = await createStudioCategory(deps, c.get('studioActor'), body);
    return reply(c, 'createStudioCategory', 201, { success: true, message: 'Category added', category });
  });

  routes.put('/studio/categories/:categoryId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioCategory');
    const category = await updateStudioCategory(deps, c.get('studioActor'), params.categoryId, body);
    return reply(c, 'updateStudioCategory', 200, { success: true, message: 'Category saved', category });
  });

  return routes;
}
