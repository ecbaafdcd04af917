import type { StudioBookingServiceRequest } from '../../api/models.ts';
import { listStudioBookingServices, updateStudioBookingService, uploadStudioBookingPicture } from '../../api/studio-bookings.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The booking services screen's calls, a module of their own so the other studio screens never load them.

export const fetchBookingServices = (signal: AbortSignal) => listStudioBookingServices(apiClient, signal);
export const requestBookingServiceSave = (serviceId: string, body: StudioBookingServiceRequest, signal: AbortSignal) =>
  updateStudioBookingService(apiClient, serviceId, body, signal);
export const requestBookingPictureUpload = (
  serviceId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => uploadStudioBookingPicture(apiClient, serviceId, file, onProgress, signal);
