import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract-kit/contract-checker.ts';
import { concretePath } from '../../contract-kit/negatives.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { initializePayment, placeOrder } from './support/purchase-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

/** The headers every answer carries, API, page or file alike. */
function problemsWith(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy') ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  if (!csp) problems.push('no Content-Security-Policy');
  if (!scripts || scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'"))
    problems.push(`scripts allowed too widely: '${scripts}'`);
  if (!/frame-ancestors 'none'|frame-ancestors 'self'/.test(csp)) problems.push('no frame-ancestors');
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!headers.get('referrer-policy')) problems.push('no Referrer-Policy');
  return problems;
}

describe('security headers on every answer', () => {
  let server: TestServer;
  let token: string;
  let sandboxPath: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signedInCustomer(server, 'Header Checker'));
    const [product] = await server.db.query<{ id: string }>(
      "select id from products where product_type = 'physical' and stock > 1 and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 1",
    );
    const order = await placeOrder(server, token, [{ productId: product?.id ?? '', quantity: 1 }]);
    const { reference } = await initializePayment(server, token, order._id);
    sandboxPath = `${API}/payment/sandbox/${reference}`;
  });

  afterAll(() => server.close());

  it('on every operation of the contract, signed in or not, answered or refused', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const response = await server.app.request(`${API}${concretePath(operation)}`, {
          method: operation.method,
          headers: authorization ? { authorization } : {},
        });
        await response.arrayBuffer();
        for (const problem of problemsWith(response.headers))
          problems.push(`${operation.method} ${operation.path} ${response.status}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('on the server-rendered sandbox payment page, the SPA and unknown addresses', async () => {
    for (const path of [sandboxPath, '/', '/shop', '/no/such/page', `${API}/no/such/call`, '/assets/index-abc123.js']) {
      const response = await server.app.request(path);
      await response.arrayBuffer();
      expect(problemsWith(response.headers), `${path} ${response.status}`).toEqual([]);
    }
    const page = await server.app.request(sandboxPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
