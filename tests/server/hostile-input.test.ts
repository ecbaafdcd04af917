import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblem, operations } from '../../contract-kit/contract-checker.ts';
import { concretePath, malformedBodies, malformedParameters, malformedUrl } from '../../contract-kit/negatives.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

/** The number of malformed requests the issue asks for. */
const INPUTS = 5_000;

// What must never reach a client: a stack frame, SQL or a file path of the server.
const LEAKS = [
  /\n\s+at /,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /syntax error at or near/i,
  /\/work\/|\/home\/|node_modules|\.ts:\d+/,
];

describe('5,000 generated malformed requests over every operation', () => {
  let server: TestServer;
  let token: string;
  // The studio's calls are sent with the operator's key, which opens every one of them.
  const studioKey = 'hostile-studio-key-0123456789abcdef';
  const tokenFor = (operation: (typeof operations)[number]) => (operation.studioRole ? studioKey : token);

  beforeAll(async () => {
    server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey } });
    ({ token } = await signedInCustomer(server, 'Hostile Tester'));
  });

  afterAll(() => server.close());

  it('answers each with a 4xx and a message, never a 5xx or a leak, and stays healthy', async () => {
    const targets = operations.filter((operation) => operation.requestBody?.content['application/json']);
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
            headers: {
              'content-type': 'application/json',
              ...(operation.requiresAuth ? { authorization: `Bearer ${tokenFor(operation)}` } : {}),
            },
            body: malformed.raw ?? JSON.stringify(malformed.body),
          });
          counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
          const text = await response.text();
          const where = `${operation.method} ${operation.path} with ${malformed.label}`;
          if (response.status < 400 || response.status > 499) problems.push(`${where}: ${response.status}`);
          else if (!/^\{"success":false,"message":"[^"]/.test(text))
            problems.push(`${where}: ${response.status} without a message: ${text.slice(0, 80)}`);
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

  it('refuses malformed query and path parameters (wrong types, bounds, huge numbers) with a documented 4xx and a message', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations.filter((candidate) => candidate.path !== '/payment/webhook')) {
      for (const malformed of malformedParameters(operation)) {
        sent += 1;
        const response = await server.app.request(`${API}${malformedUrl(operation, malformed)}`, {
          method: operation.method,
          headers: operation.requiresAuth ? { authorization: `Bearer ${tokenFor(operation)}` } : {},
        });
        const text = await response.text();
        const where = `${operation.method} ${operation.path} with ${malformed.label}`;
        if (response.status < 400 || response.status > 499) problems.push(`${where}: ${response.status} ${text.slice(0, 80)}`);
        else if (!/^\{"success":false,"message":"[^"]/.test(text))
          problems.push(`${where}: ${response.status} without a message: ${text.slice(0, 80)}`);
        else {
          const undocumented = contractProblem(operation, {
            status: response.status,
            headers: response.headers,
            contentType: 'application/json',
            body: JSON.parse(text),
          });
          if (undocumented) problems.push(`${where}: ${undocumented}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(150);
  }, 60_000);

  it('refuses NUL characters in a path, a query or a body: 400 naming them, or 404 where the call has no 400', async () => {
    const refused = { success: false, message: 'Text must not contain NUL characters' };
    const notFound = { success: false, message: 'Not found' };
    const requests: [string, string, { body?: unknown; query?: Record<string, string>; token?: string }, number, unknown][] = [
      ['GET', '/product/single/%00', {}, 404, notFound],
      ['GET', '/product/single/abc%00def', {}, 404, notFound],
      ['GET', '/gallery/%00', {}, 404, notFound],
      ['GET', '/blog/posts/%00', {}, 404, notFound],
      ['GET', '/product/list', { query: { search: 'mug\u0000' } }, 400, refused],
      ['GET', '/blog/posts', { query: { search: '\u0000' } }, 400, refused],
      ['POST', '/newsletter/subscribe', { body: { email: 'a\u0000@example.ng' } }, 400, refused],
      ['POST', '/user/login', { body: { email: 'ada@example.ng', password: 'Photo\u00002026' } }, 400, refused],
      ['PUT', '/user/profile', { body: { name: 'Ada', bio: 'line\u0000' }, token }, 400, refused],
      ['POST', '/user/wishlist/add', { body: { productId: 'lens-mug', selectedAttributes: { color: 'Re\u0000d' } }, token }, 400, refused],
    ];
    for (const [method, path, options, status, body] of requests) {
      const response = await server.api(method, path, options);
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.body, `${method} ${path}`).toEqual(body);
    }
  });

  it('answers 404, not 500, for a NUL in a media address', async () => {
    for (const path of [
      '/media/gallery/%00',
      '/media/profile-images/%00',
      '/media/products/%00/1.svg',
      '/media/categories/%00.svg',
      '/media/blog/%00.svg',
    ]) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
  });

  it('answers 400 for a page number past every database integer, on the order list, the shop, the gallery and the blog', async () => {
    const huge = '1000000000000000000';
    for (const [path, signedIn] of [
      ['/order/my-orders', true],
      ['/product/list', false],
      ['/gallery', false],
      ['/blog/posts', false],
    ] as const) {
      const response = await server.api('GET', path, { query: { page: huge }, ...(signedIn ? { token } : {}) });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ success: false, message: 'page must be <= 10000' });
    }
    const lastPage = await server.api('GET', '/order/my-orders', { query: { page: 10000 }, token });
    expect(lastPage.status).toBe(200);
    expect(lastPage.body.orders).toEqual([]);
  });
});
