import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin plus /api/v1; the browser app uses the same-origin '/api/v1'. */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
}
