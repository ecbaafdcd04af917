import type { ApiClient } from './client.ts';
import type { Health } from './models.ts';
import { read } from './request.ts';

export type { Health };

/** GET /health. Never cached: its whole point is to say whether the server is up now. */
export function getHealth(client: ApiClient, signal: AbortSignal): Promise<Health> {
  return read(client, (signal) => client.GET('/health', { signal }), signal);
}
