import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { replaceBookingPicture, studioBookingServices, updateBookingService } from '../bookings/booking-services.ts';
import { badRequest } from '../http/http-error.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { PICTURE_REQUIRED } from './studio-media.ts';

type ServiceRequest = components['schemas']['StudioBookingServiceRequest'];

/** The bookings page's services as staff edit them. Request validation has checked the caller's role (authorizeStudio). */
export function studioBookingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/studio/booking-services', async (c) => c.json({ success: true, services: await studioBookingServices(deps.db) }));

  routes.put('/studio/booking-services/:serviceId', async (c) => {
    const { params, body } = inputOf<{ serviceId: string }, never, ServiceRequest>(c);
    const service = await updateBookingService(deps, c.get('studioActor'), params.serviceId, body);
    return c.json({ success: true, message: 'Service saved', service });
  });

  routes.put('/studio/booking-services/:serviceId/picture', async (c) => {
    const { params, files } = inputOf<{ serviceId: string }>(c);
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    const service = await replaceBookingPicture(deps, c.get('studioActor'), params.serviceId, picture);
    return c.json({ success: true, message: 'Picture uploaded', service });
  });

  return routes;
}
