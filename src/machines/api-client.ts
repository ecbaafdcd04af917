import { createApiClient } from '../api/client.ts';

/** The one client the browser app talks to the server with: same origin, /api/v1. */
export const apiClient = createApiClient({ baseUrl: '/api/v1' });
