import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { studioDashboard } from '../studio/studio-dashboard.ts';
import { reply } from '../http/contract-reply.ts';

/** The studio's dashboard. Request validation has checked the caller's role (authorizeStudio). */
export function studioDashboardRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/studio/dashboard', async (c) => reply(c, 'getStudioDashboard', 200, await studioDashboard(deps.db, deps.clock())));
  return routes;
}
