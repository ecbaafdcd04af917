import type { ApiClient } from './client.ts';
import type { BookingService } from './models.ts';
import { read } from './request.ts';

/** GET /bookings/services: the bookings page's services, as staff last wrote them. */
export async function listBookingServices(client: ApiClient, signal: AbortSignal): Promise<BookingService[]> {
  return (await read(client, (signal) => client.GET('/bookings/services', { signal }), signal)).services;
}
