import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { getHealth } from '../../src/api/health.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { BASE_URL, server, succeed, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const health = { status: 'ok', service: 'studio-shop', version: '0.1.0' } as const;

describeApiCases('system', [
  apiCase({
    name: 'getHealth',
    method: 'get',
    path: '/health',
    run: (client) => getHealth(client, UNABORTED),
    answer: health,
    expected: health,
    kind: 'read',
  }),
]);

describe('getHealth', () => {
  it('works with a client built from a base URL alone', async () => {
    server.use(http.get(`${BASE_URL}/health`, () => HttpResponse.json(health)));
    expect(await succeed(getHealth(createApiClient({ baseUrl: BASE_URL }), UNABORTED))).toEqual(health);
  });
});
