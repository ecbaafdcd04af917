import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract-kit/contract-checker.ts';
import { concretePath, malformedBodies } from '../../contract-kit/negatives.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

/** The number of malformed requests the issue asks for. */
const INPUTS = 5_000;

// What must never reach a client: a stack frame, SQL or a file path of the server.
const LEAKS = [/\n\s+at /, /\bselect\b.+\bfrom\b/i, /\binsert into\b/i, /syntax error at or near/i, /\/work\/|\/home\/|node_modules|\.ts:\d+/];

describe('5,000 generated malformed requests over every operation', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signedInCustomer(server, 'Hostile Tester'));
  });

  afterAll(() => server.close());

  it('answers each with a 4xx and a message, never a 5xx or a leak, and stays healthy', async () => {
    const targets = operations.filter((operation) => operation.requestBody?.content['application/json'] && !operation.path.startsWith('/studio/'));
    const counts = { sent: 0, byStatus: new Map<number, number>() };
    const problems: string[] = [];
    for (let seed = 1; counts.sent < INPUTS; seed++) {
      for (const operation of targets) {
        for (const malformed of malformedBodies(operation, seed, 2)) {
          if (counts.sent >= INPUTS) break;
          // The 2 MB bodies are the same on every seed: one round of them is enough.
          if (seed > 1 && malformed.raw !== undefined && malformed.raw.length > 1000) continue;
          counts.sent += 1;
          const response = await server.app.request(`${API}${concretePath(operation)}`, {
            method: operation.method,
            headers: { 'content-type': 'application/json', ...(operation.requiresAuth ? { authorization: `Bearer ${token}` } : {}) },
            body: malformed.raw ?? JSON.stringify(malformed.body),
          });
          counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
          const text = await response.text();
          const where = `${operation.method} ${operation.path} with ${malformed.label}`;
          if (response.status < 400 || response.status > 499) problems.push(`${where}: ${response.status}`);
          else if (!/^\{"success":false,"message":"[^"]/.test(text)) problems.push(`${where}: ${response.status} without a message: ${text.slice(0, 80)}`);
          const leak = LEAKS.find((pattern) => pattern.test(text));
          if (leak) problems.push(`${where}: the body leaks ${leak}: ${text.slice(0, 120)}`);
        }
      }
    }

    expect(problems.slice(0, 10)).toEqual([]);
    expect(counts.sent).toBe(INPUTS);
    expect([...counts.byStatus.keys()].filter((status) => status >= 500)).toEqual([]);
    const health = await server.api('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
  }, 180_000);
});
