import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { adjustStock, listStudioStock, productStock, STUDIO_STOCK_PAGE_SIZE } from '../studio/studio-stock.ts';
import { LOW_STOCK_THRESHOLD } from '../../src/domain/stock.ts';
import { signedUnits } from '../../src/domain/stock-adjustments.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

const pagesOf = (total: number) => Math.ceil(total / STUDIO_STOCK_PAGE_SIZE);

/** The studio's stock: the low-stock list, a product's history, adjustments. Request validation has checked the caller's role (authorizeStudio). */
export function studioStockRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/stock', async (c) => {
    const { query } = inputOf(c, 'listStudioStock');
    const page = query.page ?? 1;
    const { items, total } = await listStudioStock(deps.db, query.search, page);
    return reply(c, 'listStudioStock', 200, { success: true, items, total, page, pages: pagesOf(total), threshold: LOW_STOCK_THRESHOLD });
  });

  routes.get('/studio/products/:productId/stock', async (c) => {
    const { params, query } = inputOf(c, 'getStudioProductStock');
    const page = query.page ?? 1;
    const stock = await productStock(deps.db, params.productId, page);
    return reply(c, 'getStudioProductStock', 200, { success: true, ...stock, page, pages: pagesOf(stock.total) });
  });

  routes.post('/studio/products/:productId/stock', async (c) => {
    const { params, body } = inputOf(c, 'adjustStudioStock');
    const { item, change } = await adjustStock(deps, c.get('studioActor'), params.productId, body);
    return reply(c, 'adjustStudioStock', 200, {
      success: true,
      message: `Stock ${signedUnits(change.delta)}: ${item.stock} in stock`,
      item,
      change,
    });
  });

  return routes;
}
