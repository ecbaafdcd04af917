import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import { Network, NotFound, Rejected, Unauthorized, Unexpected, type ApiError } from '../../../src/api/errors.ts';

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

/** The signal for calls that are never aborted. */
export const UNABORTED: AbortSignal = new AbortController().signal;

/** The value a call resolves with (a rejection fails the test). */
export function succeed<A>(call: Promise<A>): Promise<A> {
  return call;
}

/** The ApiError a call rejects with; a call that resolves, or rejects with anything else, fails the test. */
export async function fail(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ resolved: true as const, value }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  if (outcome.resolved) throw new Error(`expected the call to fail, it gave ${JSON.stringify(outcome.value)}`);
  if (!isApiError(outcome.error)) throw new Error(`expected an ApiError, got ${String(outcome.error)}`);
  return outcome.error;
}

const API_ERRORS: ReadonlyArray<new (...args: never[]) => ApiError> = [Unauthorized, NotFound, Rejected, Network, Unexpected];

function isApiError(error: unknown): error is ApiError {
  return API_ERRORS.some((kind) => error instanceof kind);
}

/** An error as plain data, for exact comparisons (Error's message is not enumerable). */
export function plain(error: ApiError): Readonly<Record<string, unknown>> {
  if (error._tag === 'Network') return { _tag: 'Network' };
  return { ...error, message: error.message };
}
