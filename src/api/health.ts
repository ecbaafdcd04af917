import { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import type { components } from './schema.gen.ts';
import { Network, Unexpected, type ApiError } from './errors.ts';

export type Health = components['schemas']['Health'];

export function getHealth(client: ApiClient): Effect.Effect<Health, ApiError> {
  return Effect.tryPromise({
    try: (signal) => client.GET('/health', { signal }),
    catch: (cause) => new Network({ cause }),
  }).pipe(
    Effect.flatMap(({ data, error, response }) =>
      data
        ? Effect.succeed(data)
        : Effect.fail(new Unexpected({ status: response.status, message: error?.message ?? 'Unexpected response' })),
    ),
  );
}
