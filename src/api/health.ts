import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import type { Health } from './models.ts';
import { read } from './request.ts';

export type { Health };

/** GET /health. Never cached: its whole point is to say whether the server is up now. */
export function getHealth(client: ApiClient): Effect.Effect<Health, ApiError> {
  return read(client, (signal) => client.GET('/health', { signal }));
}
