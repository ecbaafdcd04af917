import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-dashboard-key-0123456789abcdef';
const MUG = 'lens-mug';
let server: TestServer;
let staff: string;
let customer: { token: string };
/** What one mug's order comes to (every order here is one mug). */
let amount: number;

const dashboard = async () => (await server.api('GET', '/studio/dashboard', { token: staff })).body;

/** An order of one mug placed at `placedAt`, paid when asked. */
async function mugOrder(placedAt: string, pay: boolean) {
  const order = await placeOrder(server, customer.token, [{ productId: MUG, quantity: 1 }]);
  if (pay) await payOrder(server, customer.token, order._id);
  await server.db.query('update orders set created_at = $2 where id = $1', [order._id, placedAt]);
  amount = order.amount;
  return order;
}

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  await server.db.query('update products set stock = 1000 where id = $1', [MUG]);
  // Thursday 16 May 2030, 09:00 in Lagos: the week began on Monday the 13th, the month on the 1st.
  server.now = new Date('2030-05-16T08:00:00.000Z');
  const owner = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner.token));
  customer = await signedInCustomer(server, 'Dayo Dashboard');
});
afterAll(async () => server.close());

describe('the studio’s dashboard', () => {
  it('counts paid orders by the Lagos day they were placed, net of refunds, to the millisecond at each boundary', async () => {
    const before = await dashboard();
    await mugOrder('2030-04-16T22:59:59.999Z', true); // 16 April: before the chart's first day (17 April)
    await mugOrder('2030-04-30T22:59:59.999Z', true); // 30 April: last month
    await mugOrder('2030-04-30T23:00:00.000Z', true); // 1 May: this month
    await mugOrder('2030-05-12T22:59:59.999Z', true); // Sunday 12 May: last week
    await mugOrder('2030-05-12T23:00:00.000Z', true); // Monday 13 May: this week
    const today = await mugOrder('2030-05-15T23:00:00.000Z', true); // today's first instant
    await mugOrder('2030-05-16T07:00:00.000Z', false); // today, waiting for payment
    const cancelled = await mugOrder('2030-05-16T07:30:00.000Z', true);
    await server.api('POST', `/order/${cancelled._id}/cancel`, { token: customer.token, body: { reason: 'Changed my mind' } });
    const refund = await server.api('POST', `/studio/orders/${today.orderNumber}/refunds`, {
      token: staff,
      body: { kind: 'amount', amount: 500, reason: 'Late' },
    });
    expect(refund.status).toBe(201);

    const after = await dashboard();
    expect(after.today).toEqual({ from: '2030-05-16', sales: amount - 500, orders: 1, refunded: 500 });
    expect(after.week).toEqual({ from: '2030-05-13', sales: 2 * amount - 500, orders: 2, refunded: 500 });
    expect(after.month).toEqual({ from: '2030-05-01', sales: 4 * amount - 500, orders: 4, refunded: 500 });
    expect(after.days).toHaveLength(30);
    expect(after.days[0]).toEqual({ date: '2030-04-17', sales: 0, orders: 0 });
    expect(after.days.at(-1)).toEqual({ date: '2030-05-16', sales: amount - 500, orders: 1 });
    const day = (date: string) => after.days.find((entry: { date: string }) => entry.date === date);
    expect(day('2030-04-30')).toEqual({ date: '2030-04-30', sales: amount, orders: 1 });
    expect(day('2030-05-01')).toEqual({ date: '2030-05-01', sales: amount, orders: 1 });
    expect(day('2030-05-12')).toEqual({ date: '2030-05-12', sales: amount, orders: 1 });
    expect(day('2030-05-13')).toEqual({ date: '2030-05-13', sales: amount, orders: 1 });
    expect(after.days.reduce((sum: number, entry: { orders: number }) => sum + entry.orders, 0)).toBe(5);

    // Six paid orders wait to be shipped, one to be paid; the cancelled one waits for nothing.
    expect(after.toShip.count).toBe(before.toShip.count + 6);
    expect(after.awaitingPayment.count).toBe(before.awaitingPayment.count + 1);
    expect(after.toShip.orders.length).toBe(Math.min(5, after.toShip.count));
    expect(after.toShip.orders.every((order: { paymentStatus: string }) => order.paymentStatus === 'paid')).toBe(true);
  });

  it('lists the low stock and the newest reviews, five of each at most', async () => {
    await server.db.query("update products set stock = 6 where id = 'lens-cleaning-kit'");
    const before = await dashboard();
    await server.db.query("update products set stock = 5 where id = 'lens-cleaning-kit'");
    await server.db.query(
      `insert into reviews (id, product_id, author_name, rating, comment, verified_purchase, created_at)
       values ('rev_dash', $1, 'Kemi', 4, 'Arrived well packed', true, $2)`,
      [MUG, server.now],
    );
    const body = await dashboard();
    // At the threshold (5) it is low; at 6 it was not.
    expect(body.lowStock.count).toBe(before.lowStock.count + 1);
    expect(body.lowStock.items.length).toBe(Math.min(5, body.lowStock.count));
    expect(body.lowStock.items.every((item: { low: boolean }) => item.low)).toBe(true);
    expect(body.latestReviews[0]).toMatchObject({ _id: 'rev_dash', comment: 'Arrived well packed' });
    expect(body.latestReviews.length).toBeLessThanOrEqual(5);
  });

  it('is for staff: a customer’s token and no token are refused', async () => {
    expect((await server.api('GET', '/studio/dashboard', { token: customer.token })).status).toBe(403);
    expect((await server.api('GET', '/studio/dashboard')).status).toBe(401);
  });
});
