import type { ApiClient } from './client.ts';
import type { StudioBookingService, StudioBookingServiceRequest, StudioBookingServiceResponse } from './models.ts';
import { read, send } from './request.ts';
import { uploadWithProgress } from './upload.ts';

// The studio's booking services. Read fresh every time: another staff member may have changed them.

/** GET /studio/booking-services. */
export async function listStudioBookingServices(client: ApiClient, signal: AbortSignal): Promise<StudioBookingService[]> {
  return (await read(client, (signal) => client.GET('/studio/booking-services', { signal }), signal)).services;
}

/** PUT /studio/booking-services/{serviceId}: the service as saved and the server's message. */
export function updateStudioBookingService(
  client: ApiClient,
  serviceId: string,
  body: StudioBookingServiceRequest,
  signal: AbortSignal,
): Promise<StudioBookingServiceResponse> {
  return send((signal) => client.PUT('/studio/booking-services/{serviceId}', { params: { path: { serviceId } }, body, signal }), signal);
}

/** PUT /studio/booking-services/{serviceId}/picture, multipart, with the browser's upload progress. */
export function uploadStudioBookingPicture(
  client: ApiClient,
  serviceId: string,
  file: Blob,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<StudioBookingServiceResponse> {
  const form = new FormData();
  form.set('picture', file);
  const path = `/studio/booking-services/${encodeURIComponent(serviceId)}/picture`;
  return uploadWithProgress(client, { path, method: 'PUT', body: form, onProgress }, signal);
}
