import { createApiClient } from '../api/client.ts';
import { sessionExpired } from './session-expiry.ts';
import { readToken } from './token-storage.ts';

/** The one client the browser app talks to the server with: same origin, /api/v1, the stored token. */
export const apiClient = createApiClient({
  baseUrl: '/api/v1',
  getToken: readToken,
  onSessionExpired: sessionExpired.emit,
});
