import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../../server/openapi/contract.ts';
import { listOperations } from '../../server/openapi/operations.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const secured = listOperations(readContract()).filter((operation) => operation.requiresAuth);

describe('every customer call of openapi.yaml', () => {
  it('is found in the contract', () => {
    expect(secured.length).toBeGreaterThan(20);
  });

  it.each(secured.map((operation) => [operation.method, operation.path] as const))(
    '%s %s answers 401 without a token',
    async (method, path) => {
      const concrete = path.replace(/\{[^}]+\}/g, 'some-id');
      const response = await server.api(method, concrete);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
    },
  );
});
