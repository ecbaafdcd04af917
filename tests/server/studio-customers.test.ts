import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { OYO_ADDRESS, payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-customers-key-0123456789abcdef';
let server: TestServer;
let staff: string;
let staffEmail: string;
let buyer: { email: string; token: string; id: string };

/** Every key of an answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  const { token: owner } = await signedInOwner(server, KEY);
  ({ token: staff, email: staffEmail } = await signedInStaff(server, owner));
  const customer = await signedInCustomer(server, 'Kemi Buyer');
  const [row] = await server.db.query<{ id: string }>('select id from users where email = $1', [customer.email]);
  buyer = { ...customer, id: row?.id ?? '' };
  const [product] = await server.db.query<{ id: string; final_price: number }>(
    "select id, final_price from products where product_type = 'physical' and not has_variants and stock > 5 order by id limit 1",
  );
  if (!product) throw new Error('no product');
  await server.api('POST', '/user/address', { token: buyer.token, body: { ...OYO_ADDRESS, label: 'Home', isDefault: true } });
  const paid = await placeOrder(server, buyer.token, [{ productId: product.id, quantity: 1 }]);
  await payOrder(server, buyer.token, paid._id);
  await placeOrder(server, buyer.token, [{ productId: product.id, quantity: 2 }]);
}, 60_000);
afterAll(async () => server.close());

describe('the studio’s customers', () => {
  it('lists customers with their orders count, what they spent (paid orders) and when they joined; searched by name or email', async () => {
    const byName = await server.api('GET', '/studio/customers', { token: staff, query: { search: 'kemi buy' } });
    expect(byName.status).toBe(200);
    const [paidOrder] = await server.db.query<{ amount: number }>(
      "select amount from orders where user_id = $1 and payment_status = 'paid'",
      [buyer.id],
    );
    expect(byName.body.customers).toEqual([
      {
        _id: buyer.id,
        name: 'Kemi Buyer',
        email: buyer.email,
        joined: expect.any(String),
        ordersCount: 2,
        totalSpent: paidOrder?.amount,
      },
    ]);
    const byEmail = await server.api('GET', '/studio/customers', { token: staff, query: { search: buyer.email.toUpperCase() } });
    expect(byEmail.body.customers.map((customer: { _id: string }) => customer._id)).toEqual([buyer.id]);
    const wildcard = await server.api('GET', '/studio/customers', { token: staff, query: { search: '%' } });
    expect(wildcard.body).toMatchObject({ customers: [], total: 0, pages: 0 });
  });

  it('leaves staff and owners out', async () => {
    const byEmail = await server.api('GET', '/studio/customers', { token: staff, query: { search: staffEmail } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ customers: [], total: 0 });
    const [member] = await server.db.query<{ id: string }>('select id from users where email = $1', [staffEmail]);
    const page = await server.api('GET', `/studio/customers/${member?.id ?? ''}`, { token: staff });
    expect(page.status).toBe(404);
  });

  it('pages on the server, 50 a page, newest first', async () => {
    const values = Array.from({ length: 53 }, (_, index) => index);
    await server.db.query(
      `insert into users (id, name, email, password_hash, created_at)
       select 'usr_page_' || n, 'Paging Person ' || n, 'paging' || n || '@example.ng', 'x', $1::timestamptz + make_interval(mins => n)
         from unnest($2::int[]) as n`,
      [server.now, values],
    );
    const first = await server.api('GET', '/studio/customers', { token: staff, query: { search: 'paging person' } });
    expect(first.body).toMatchObject({ total: 53, page: 1, pages: 2 });
    expect(first.body.customers).toHaveLength(50);
    expect(first.body.customers[0].name).toBe('Paging Person 52');
    const second = await server.api('GET', '/studio/customers', { token: staff, query: { search: 'paging person', page: 2 } });
    expect(second.body.customers.map((customer: { name: string }) => customer.name)).toEqual([
      'Paging Person 2',
      'Paging Person 1',
      'Paging Person 0',
    ]);
  });

  it('shows one customer with their orders and addresses, and never a password hash or token', async () => {
    const answer = await server.api('GET', `/studio/customers/${buyer.id}`, { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toMatchObject({
      _id: buyer.id,
      name: 'Kemi Buyer',
      email: buyer.email,
      emailVerified: true,
      ordersCount: 2,
    });
    expect(answer.body.addresses).toEqual([expect.objectContaining({ label: 'Home', city: OYO_ADDRESS.city, isDefault: true })]);
    expect(answer.body.orders).toHaveLength(2);
    expect(answer.body.orders.map((order: { paymentStatus: string }) => order.paymentStatus).sort()).toEqual(['paid', 'pending']);
    expect(answer.body.orders.every((order: { customerEmail: string }) => order.customerEmail === buyer.email)).toBe(true);

    const [secret] = await server.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [buyer.id]);
    const list = await server.api('GET', '/studio/customers', { token: staff, query: { search: 'kemi' } });
    for (const body of [answer.body, list.body]) {
      expect(keysOf(body).filter((key) => /password|hash|token|session|secret/i.test(key))).toEqual([]);
      expect(JSON.stringify(body)).not.toContain(secret?.password_hash);
      expect(JSON.stringify(body)).not.toContain(buyer.token);
    }
    expect(Object.keys(answer.body.customer).sort()).toEqual(
      ['_id', 'email', 'emailVerified', 'joined', 'name', 'ordersCount', 'phone', 'totalSpent'].sort(),
    );
  });

  it('answers 404 for an unknown account or one that is not a customer’s', async () => {
    const missing = await server.api('GET', '/studio/customers/usr_nobody', { token: staff });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Customer not found' });
  });

  it('refuses a customer’s token and no token', async () => {
    expect((await server.api('GET', '/studio/customers', { token: buyer.token })).status).toBe(403);
    expect((await server.api('GET', `/studio/customers/${buyer.id}`, { token: buyer.token })).status).toBe(403);
    expect((await server.api('GET', '/studio/customers')).status).toBe(401);
  });
});
