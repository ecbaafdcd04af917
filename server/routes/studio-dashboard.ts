import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { studioDashboard } from '../studio/studio-dashboard.ts';

/** The studio's dashboard. Request validation has checked the caller's role (authorizeStudio). */
export function studioDashboardRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/studio/dashboard', async (c) => c.json(await studioDashboard(deps.db, deps.clock())));
  return routes;
}
