import { Effect, Result } from 'effect';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { getHealth } from '../../src/api/health.ts';

const baseUrl = 'http://shop.test/api/v1';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('getHealth', () => {
  it('returns the health body', async () => {
    server.use(http.get(`${baseUrl}/health`, () => HttpResponse.json({ status: 'ok', service: 'studio-shop', version: '0.1.0' })));
    const health = await Effect.runPromise(getHealth(createApiClient({ baseUrl })));
    expect(health).toEqual({ status: 'ok', service: 'studio-shop', version: '0.1.0' });
  });

  it('fails with Network when the server cannot be reached', async () => {
    server.use(http.get(`${baseUrl}/health`, () => HttpResponse.error()));
    const result = await Effect.runPromise(Effect.result(getHealth(createApiClient({ baseUrl }))));
    expect(Result.isFailure(result) && result.failure._tag).toBe('Network');
  });
});
