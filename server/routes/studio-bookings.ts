import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { replaceBookingPicture, studioBookingServices, updateBookingService } from '../bookings/booking-services.ts';
import { badRequest } from '../http/http-error.ts';
import { type AppEnv } from '../http/app-env.ts';
import { PICTURE_REQUIRED } from './studio-media.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The bookings page's services as staff edit them. Request validation has checked the caller's role (authorizeStudio). */
export function studioBookingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/booking-services', async (c) =>
    reply(c, 'listStudioBookingServices', 200, { success: true, services: await studioBookingServices(deps.db) }),
  );

  routes.put('/studio/booking-services/:serviceId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioBookingService');
    const service = await updateBookingService(deps, c.get('studioActor'), params.serviceId, body);
    return reply(c, 'updateStudioBookingService', 200, { success: true, message: 'Service saved', service });
  });

  routes.put('/studio/booking-services/:serviceId/picture', async (c) => {
    const { params, files } = inputOf(c, 'uploadStudioBookingServicePicture');
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    const service = await replaceBookingPicture(deps, c.get('studioActor'), params.serviceId, picture);
    return reply(c, 'uploadStudioBookingServicePicture', 200, { success: true, message: 'Picture uploaded', service });
  });

  return routes;
}
