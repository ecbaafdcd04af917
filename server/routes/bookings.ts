import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { publicBookingServices } from '../bookings/booking-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { reply } from '../http/contract-reply.ts';

/** The bookings page's services, as staff last wrote them. */
export function bookingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/bookings/services', async (c) =>
    reply(c, 'listBookingServices', 200, { success: true, services: await publicBookingServices(deps.db, deps.bookingForms ?? {}) }),
  );
  return routes;
}
