import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-orders-key-0123456789abcdef';
let server: TestServer;
let staff: string;
let customerToken: string;
/** Four orders with known days (in Lagos), amounts and payment, named by customer and number. */
const orders: Record<'a1' | 'a2' | 'b1' | 'c1', { number: string; id: string; email: string }> = {} as never;

async function order(name: string, key: keyof typeof orders, createdAt: string, amount: number, pay: boolean) {
  const customer = await signedInCustomer(server, name);
  customerToken = customer.token;
  const placed = await placeOrder(server, customer.token, [{ productId: 'lens-mug', quantity: 1 }]);
  if (pay) await payOrder(server, customer.token, placed._id);
  await server.db.query('update orders set created_at = $2, amount = $3 where id = $1', [placed._id, createdAt, amount]);
  orders[key] = { number: placed.orderNumber, id: placed._id, email: customer.email };
}

const list = (query: Record<string, string | number>, token = staff) => server.api('GET', '/studio/orders', { token, query });
const numbers = (body: { orders: { orderNumber: string }[] }) => body.orders.map((row) => row.orderNumber);

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  await server.db.query("update products set stock = 100 where id = 'lens-mug'");
  const owner = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner.token));
  // Lagos is UTC+1: 22:59:59 UTC is still the same Lagos day, 23:00 UTC is the next one.
  await order('Amaka Studiotest', 'a1', '2026-11-25T22:59:59.000Z', 1000, true);
  await order('Amaka Studiotest', 'a2', '2026-11-25T23:00:00.000Z', 3000, false);
  await order('Bode Studiotest', 'b1', '2026-11-26T22:59:59.999Z', 2000, false);
  await order('Chidi Studiotest', 'c1', '2026-11-26T23:00:00.000Z', 4000, true);
});
afterAll(async () => server.close());

describe('the studio’s order table', () => {
  it('searches name, email and order number in any case, newest first, with the total', async () => {
    const all = await list({ search: 'studiotest' });
    expect(all.status).toBe(200);
    expect(numbers(all.body)).toEqual([orders.c1.number, orders.b1.number, orders.a2.number, orders.a1.number]);
    expect(all.body).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(all.body.orders[3]).toMatchObject({ customerName: 'Amaka Studiotest', customerEmail: orders.a1.email, amount: 1000 });
    expect(numbers((await list({ search: 'AMAKA' })).body)).toEqual([orders.a2.number, orders.a1.number]);
    expect(numbers((await list({ search: orders.b1.email.toUpperCase() })).body)).toEqual([orders.b1.number]);
    expect(numbers((await list({ search: orders.c1.number.slice(-6) })).body)).toEqual([orders.c1.number]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list({ search: '%' })).body.total).toBe(0);
    expect((await list({ search: 'Amaka_Studiotest' })).body.total).toBe(0);
  });

  it('filters by a range of studio days, both ends included, to the second', async () => {
    expect(numbers((await list({ search: 'studiotest', from: '2026-11-26', to: '2026-11-26' })).body)).toEqual([
      orders.b1.number,
      orders.a2.number,
    ]);
    expect(numbers((await list({ search: 'studiotest', from: '2026-11-27' })).body)).toEqual([orders.c1.number]);
    expect(numbers((await list({ search: 'studiotest', to: '2026-11-25' })).body)).toEqual([orders.a1.number]);
  });

  it('refuses a range that reads backwards', async () => {
    const answer = await list({ from: '2026-11-27', to: '2026-11-26' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'The start date must be on or before the end date' });
    expect((await list({ from: '26/11/2026' })).status).toBe(400);
  });

  it('filters by payment status and by status', async () => {
    expect(numbers((await list({ search: 'studiotest', paymentStatus: 'paid' })).body)).toEqual([orders.c1.number, orders.a1.number]);
    expect(numbers((await list({ search: 'studiotest', status: 'pending' })).body)).toEqual([orders.b1.number, orders.a2.number]);
    expect(numbers((await list({ search: 'studiotest', status: 'confirmed', paymentStatus: 'pending' })).body)).toEqual([]);
  });

  it('sorts by amount, customer and number either way', async () => {
    expect(numbers((await list({ search: 'studiotest', sort: 'amount', direction: 'asc' })).body)).toEqual([
      orders.a1.number,
      orders.b1.number,
      orders.a2.number,
      orders.c1.number,
    ]);
    expect(numbers((await list({ search: 'studiotest', sort: 'amount' })).body)).toEqual([
      orders.c1.number,
      orders.a2.number,
      orders.b1.number,
      orders.a1.number,
    ]);
    const byCustomer = numbers((await list({ search: 'studiotest', sort: 'customer', direction: 'asc' })).body);
    expect(byCustomer).toEqual([orders.a1.number, orders.a2.number, orders.b1.number, orders.c1.number]);
    expect((await list({ sort: 'password' })).status).toBe(400);
  });

  it('pages on the server', async () => {
    const first = await list({ search: 'studiotest', limit: 3 });
    expect(first.body).toMatchObject({ total: 4, page: 1, pages: 2 });
    expect(first.body.orders).toHaveLength(3);
    const second = await list({ search: 'studiotest', limit: 3, page: 2 });
    expect(numbers(second.body)).toEqual([orders.a1.number]);
    const past = await list({ search: 'studiotest', limit: 3, page: 3 });
    expect(past.body).toMatchObject({ orders: [], total: 4, page: 3, pages: 2 });
  });

  it('exports the filtered orders as CSV', async () => {
    const answer = await server.api('GET', '/studio/orders/export', {
      token: staff,
      query: { search: 'studiotest', paymentStatus: 'paid' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="studio-orders_2026-11-20.csv"');
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe('Order,Date,Customer,Email,Status,Payment,Amount (NGN),Items');
    expect(lines[1]).toBe(
      `${orders.c1.number},27 November 2026 at 12:00 am,Chidi Studiotest,${orders.c1.email},confirmed,"paid (sandbox, no money taken)",4000,Camera Lens Coffee Mug x1`,
    );
    expect(lines[2]?.startsWith(`${orders.a1.number},25 November 2026 at 11:59 pm,Amaka Studiotest,`)).toBe(true);
    expect(lines.slice(3)).toEqual(['']);
  });

  it('shows one order with its lines, address, reference, history and customer', async () => {
    const answer = await server.api('GET', `/studio/orders/${orders.a1.number}`, { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toEqual({ _id: expect.any(String), name: 'Amaka Studiotest', email: orders.a1.email });
    expect(answer.body.nextStatuses).toEqual(['processing', 'shipped', 'cancelled']);
    expect(answer.body.order).toMatchObject({ orderNumber: orders.a1.number, status: 'confirmed', paymentStatus: 'paid' });
    expect(answer.body.order.paymentReference).toEqual(expect.any(String));
    expect(answer.body.order.items[0]).toMatchObject({ productId: 'lens-mug', quantity: 1 });
    expect(answer.body.order.shippingAddress.fullName).toEqual(expect.any(String));
    expect(answer.body.order.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'confirmed']);
    const missing = await server.api('GET', '/studio/orders/OJ-2026-999999', { token: staff });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Order not found' });
  });

  it('is closed to the customers themselves', async () => {
    for (const path of ['/studio/orders', '/studio/orders/export', `/studio/orders/${orders.c1.number}`]) {
      const answer = await server.api('GET', path, { token: customerToken });
      expect(answer.status, path).toBe(403);
    }
  });
});
