import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { createStudioCategory, listStudioCategories, updateStudioCategory } from '../studio/studio-categories.ts';
import { loadStudioProduct } from '../studio/studio-product-view.ts';
import {
  createStudioProduct,
  listStudioProducts,
  setProductArchived,
  STUDIO_PRODUCTS_PAGE_SIZE,
  updateStudioProduct,
  type ProductStatus,
} from '../studio/studio-products.ts';
import { createVariant, removeVariant, setVariantArchived, updateVariant } from '../studio/studio-variants.ts';

type Schemas = components['schemas'];
type ProductParams = { productId: string };
type VariantParams = { productId: string; variantId: string };

/** The studio's catalogue: products, their variants and the categories. Request validation has checked the caller's role (authorizeStudio). */
export function studioCatalogueRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/products', async (c) => {
    const { query } = inputOf<never, { search?: string; status?: ProductStatus; page?: number }>(c);
    const page = query.page ?? 1;
    const { products, total } = await listStudioProducts(deps.db, query.search, query.status ?? 'all', page);
    return c.json({ success: true, products, total, page, pages: Math.ceil(total / STUDIO_PRODUCTS_PAGE_SIZE) });
  });

  routes.post('/studio/products', async (c) => {
    const { body } = inputOf<never, never, Schemas['StudioProductCreateRequest']>(c);
    const product = await createStudioProduct(deps, c.get('studioActor'), body);
    return c.json({ success: true, message: 'Product added', product }, 201);
  });

  routes.get('/studio/products/:productId', async (c) => {
    const { params } = inputOf<ProductParams>(c);
    return c.json({ success: true, product: await loadStudioProduct(deps.db, params.productId) });
  });

  routes.put('/studio/products/:productId', async (c) => {
    const { params, body } = inputOf<ProductParams, never, Schemas['StudioProductRequest']>(c);
    const product = await updateStudioProduct(deps, c.get('studioActor'), params.productId, body);
    return c.json({ success: true, message: 'Product saved', product });
  });

  routes.post('/studio/products/:productId/archive', async (c) => {
    const { params, body } = inputOf<ProductParams, never, Schemas['StudioArchiveRequest']>(c);
    const product = await setProductArchived(deps, c.get('studioActor'), params.productId, body.archived);
    return c.json({ success: true, message: body.archived ? 'Product archived' : 'Product restored', product });
  });

  routes.post('/studio/products/:productId/variants', async (c) => {
    const { params, body } = inputOf<ProductParams, never, Schemas['StudioVariantCreateRequest']>(c);
    const product = await createVariant(deps, c.get('studioActor'), params.productId, body);
    return c.json({ success: true, message: 'Variant added', product }, 201);
  });

  routes.put('/studio/products/:productId/variants/:variantId', async (c) => {
    const { params, body } = inputOf<VariantParams, never, Schemas['StudioVariantRequest']>(c);
    const product = await updateVariant(deps, c.get('studioActor'), params.productId, params.variantId, body);
    return c.json({ success: true, message: 'Variant saved', product });
  });

  routes.delete('/studio/products/:productId/variants/:variantId', async (c) => {
    const { params } = inputOf<VariantParams>(c);
    const product = await removeVariant(deps, c.get('studioActor'), params.productId, params.variantId);
    return c.json({ success: true, message: 'Variant removed', product });
  });

  routes.post('/studio/products/:productId/variants/:variantId/archive', async (c) => {
    const { params, body } = inputOf<VariantParams, never, Schemas['StudioArchiveRequest']>(c);
    const product = await setVariantArchived(deps, c.get('studioActor'), params.productId, params.variantId, body.archived);
    return c.json({ success: true, message: body.archived ? 'Variant archived' : 'Variant restored', product });
  });

  routes.get('/studio/categories', async (c) => c.json({ success: true, categories: await listStudioCategories(deps.db) }));

  routes.post('/studio/categories', async (c) => {
    const { body } = inputOf<never, never, Schemas['StudioCategoryRequest']>(c);
    const category = await createStudioCategory(deps, c.get('studioActor'), body);
    return c.json({ success: true, message: 'Category added', category }, 201);
  });

  routes.put('/studio/categories/:categoryId', async (c) => {
    const { params, body } = inputOf<{ categoryId: string }, never, Schemas['StudioCategoryRequest']>(c);
    const category = await updateStudioCategory(deps, c.get('studioActor'), params.categoryId, body);
    return c.json({ success: true, message: 'Category saved', category });
  });

  return routes;
}
