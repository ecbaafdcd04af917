import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { Effect } from 'effect';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import type { ApiError } from '../../../src/api/errors.ts';

export const BASE_URL = 'http://shop.test/api/v1';
export const TOKEN = 't0k3n-of-adaeze';

export const server = setupServer();

/** Starts msw for the file; any request without a handler fails the test. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface TestClient {
  readonly client: ApiClient;
  /** How many times the session-expired signal fired. */
  readonly expiries: () => number;
  readonly setToken: (token: string | null) => void;
}

/** A client on the mock server, with the token given (none by default) and no pause before retries. */
export function testClient(token: string | null = null): TestClient {
  let current = token;
  let expired = 0;
  const client = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => current,
    onSessionExpired: () => {
      expired += 1;
    },
    retryDelayMs: 0,
  });
  return {
    client,
    expiries: () => expired,
    setToken: (next) => {
      current = next;
    },
  };
}

export function succeed<A>(effect: Effect.Effect<A, ApiError>): Promise<A> {
  return Effect.runPromise(effect);
}

export function fail<A>(effect: Effect.Effect<A, ApiError>): Promise<ApiError> {
  return Effect.runPromise(Effect.flip(effect));
}

/** An error as plain data, for exact comparisons (Error's message is not enumerable). */
export function plain(error: ApiError): Readonly<Record<string, unknown>> {
  if (error._tag === 'Network') return { _tag: 'Network' };
  return { ...error, message: error.message };
}
