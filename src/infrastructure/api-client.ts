import { createApiClient } from '../api/client.ts';
import { API_BASE } from './api-base.ts';
import { sessionExpired } from './session-expiry.ts';
import { readToken } from './token-storage.ts';

// On the server the renderer's requests never leave the process: they go to the server's own app
// (answerRequestsInProcess), under an address that only has to parse.
const IN_PROCESS_BASE = 'http://in-process.invalid/api/v1';
let inProcess: (request: Request) => Promise<Response> = () => Promise.reject(new Error('answerRequestsInProcess was not called'));

/**
 * The one client the app talks to the server with. In the browser: same origin, /api/v1, the stored
 * token. In the server renderer: the server's own app, as a visitor without a token.
 */
export const apiClient =
  import.meta.env.SERVER_RENDER === true
    ? createApiClient({ baseUrl: IN_PROCESS_BASE, fetch: (request) => inProcess(request as Request), retryDelayMs: 0 })
    : createApiClient({
        baseUrl: API_BASE,
        getToken: readToken,
        onSessionExpired: sessionExpired.emit,
      });

/** The server renderer hands its requests to the server's app (the server calls this once). */
export function answerRequestsInProcess(answer: (request: Request) => Promise<Response>): void {
  inProcess = answer;
}
