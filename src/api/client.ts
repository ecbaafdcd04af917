import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin plus /api/v1; the browser app uses the same-origin '/api/v1'. */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  /** Read before every request, so a login or logout takes effect at once. */
  readonly getToken?: () => string | null;
  /** Called on every 401 answer (the session is over); see createSessionExpiredSignal. */
  readonly onSessionExpired?: () => void;
  /** Pause before the single retry of a failed read; the spec's data layer waits about a second. */
  readonly retryDelayMs?: number;
}

/** What the request helpers need to know about a client besides its openapi-fetch methods. */
export interface ClientSettings {
  readonly baseUrl: string;
  readonly getToken: () => string | null;
  readonly retryDelayMs: number;
}

const DEFAULT_RETRY_DELAY_MS = 1000;
const defaultSettings: ClientSettings = { baseUrl: '', getToken: () => null, retryDelayMs: DEFAULT_RETRY_DELAY_MS };

// Kept beside the client rather than on it, so ApiClient stays the plain openapi-fetch type.
const settingsByClient = new WeakMap<ApiClient, ClientSettings>();

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    // The contract's array filters are comma-joined (style form, explode false).
    querySerializer: { array: { style: 'form', explode: false } },
  });
  const settings: ClientSettings = {
    baseUrl: options.baseUrl,
    getToken: options.getToken ?? defaultSettings.getToken,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
  };
  client.use(bearerToken(settings.getToken), sessionExpiry(options.onSessionExpired));
  settingsByClient.set(client, settings);
  return client;
}

export function clientSettings(client: ApiClient): ClientSettings {
  return settingsByClient.get(client) ?? defaultSettings;
}

function bearerToken(getToken: () => string | null): Middleware {
  return {
    onRequest: ({ request }) => {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

function sessionExpiry(onSessionExpired: (() => void) | undefined): Middleware {
  return {
    onResponse: ({ response }) => {
      if (response.status === 401) onSessionExpired?.();
      return response;
    },
  };
}
