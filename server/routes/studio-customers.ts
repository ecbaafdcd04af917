import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { type AppEnv } from '../http/app-env.ts';
import { listStudioCustomers, STUDIO_CUSTOMERS_PAGE_SIZE, studioCustomer } from '../studio/studio-customers.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's read-only view of its customers. Request validation has checked the caller's role (authorizeStudio). */
export function studioCustomerRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/customers', async (c) => {
    const { query } = inputOf(c, 'listStudioCustomers');
    const page = query.page ?? 1;
    const { customers, total } = await listStudioCustomers(deps.db, query.search, page);
    return reply(c, 'listStudioCustomers', 200, {
      success: true,
      customers,
      total,
      page,
      pages: Math.ceil(total / STUDIO_CUSTOMERS_PAGE_SIZE),
    });
  });

  routes.get('/studio/customers/:id', async (c) => {
    const { params } = inputOf(c, 'getStudioCustomer');
    return reply(c, 'getStudioCustomer', 200, { success: true, ...(await studioCustomer(deps.db, params.id)) });
  });

  return routes;
}
