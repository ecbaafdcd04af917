import { listBookingServices } from '../../api/bookings.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// The bookings page's one request, a module of its own that the live machine loads on first use.

export const loadBookingServices = (signal: AbortSignal) => listBookingServices(apiClient, signal);
