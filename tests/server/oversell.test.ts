import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { orderBody, setStock, stockOf } from './support/purchase-helpers.ts';
import { API, startTestServer, type TestServer } from './support/test-server.ts';

const CUSTOMERS = 20;
const ORDERS_EACH = 10;
const LAST_UNITS = 5;

describe('no oversell under load', () => {
  let server: TestServer;
  let http: ServerType;
  let baseUrl: string;
  let tokens: string[];
  let productId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ server: http, baseUrl } = await new Promise<{ server: ServerType; baseUrl: string }>((resolve) => {
      const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({ server: started, baseUrl: `http://127.0.0.1:${info.port}` }),
      );
    }));
    tokens = [];
    for (let i = 0; i < CUSTOMERS; i++) tokens.push((await signedInCustomer(server, `Rush Buyer ${i}`)).token);
    const [product] = await server.db.query<{ id: string }>(
      "select id from products where product_type = 'physical' and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 1",
    );
    productId = product?.id ?? '';
    await setStock(server, productId, LAST_UNITS);
  }, 120_000);

  afterAll(async () => {
    http.close();
    await server.close();
  });

  it('sells the last 5 units to exactly 5 of 200 concurrent orders over HTTP and refuses the other 195 clearly', async () => {
    const body = JSON.stringify(orderBody([{ productId, quantity: 1 }]));
    const attempts = tokens.flatMap((token) =>
      Array.from({ length: ORDERS_EACH }, () =>
        fetch(`${baseUrl}${API}/order/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { success: boolean; message?: string } })),
      ),
    );
    const answers = await Promise.all(attempts);

    const sold = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(answers).toHaveLength(CUSTOMERS * ORDERS_EACH);
    expect(sold).toHaveLength(LAST_UNITS);
    expect(refused).toHaveLength(195);
    // The contract's refusal for stock that is gone: a 400 naming the product.
    const [product] = await server.db.query<{ title: string }>('select title from products where id = $1', [productId]);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([400]));
    expect(new Set(refused.map((answer) => answer.body.success))).toEqual(new Set([false]));
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([`${product?.title} is out of stock`]));
    expect(await stockOf(server, productId)).toBe(0);
    const [orders] = await server.db.query<{ count: number }>(
      'select count(distinct order_id)::int as count from order_items where product_id = $1',
      [productId],
    );
    expect(orders?.count).toBe(LAST_UNITS);
  }, 120_000);
});
