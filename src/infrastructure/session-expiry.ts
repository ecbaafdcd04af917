import { createSessionExpiredSignal } from '../api/session-signal.ts';

/**
 * Every 401 from any call ends up here; the session machine listens. It lives apart from the API
 * client so that the first page load carries the signal without openapi-fetch.
 */
export const sessionExpired = createSessionExpiredSignal();
