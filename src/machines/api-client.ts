import { createApiClient } from '../api/client.ts';
import { createSessionExpiredSignal } from '../api/session-signal.ts';
import { readToken } from './token-storage.ts';

/** Every 401 from any call ends up here; the session machine listens. */
export const sessionExpired = createSessionExpiredSignal();

/** The one client the browser app talks to the server with: same origin, /api/v1, the stored token. */
export const apiClient = createApiClient({
  baseUrl: '/api/v1',
  getToken: readToken,
  onSessionExpired: sessionExpired.emit,
});
