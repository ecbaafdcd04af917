import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { DOWNLOADED_ORDER_NOT_CANCELLABLE } from '../../src/domain/order-eligibility.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder, setStock, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, filesDir: await mkdtemp(path.join(tmpdir(), 'cancel-files-')) },
  });
});
afterAll(async () => server.close());

const COURSE = 'course-lighting-fundamentals';
const MUG = 'lens-mug';

/** A paid order for the course and a mug, and the course's grant. */
async function paidCourseOrder() {
  const { token } = await signedInCustomer(server);
  await setStock(server, MUG, 10);
  const order = await placeOrder(server, token, [
    { productId: COURSE, quantity: 1 },
    { productId: MUG, quantity: 1 },
  ]);
  await payOrder(server, token, order._id);
  const list = await server.api('GET', '/user/digital-products', { token });
  const grant = list.body.digitalProducts.find((item: { productId: string }) => item.productId === COURSE);
  return { token, order, grant };
}

describe('cancelling an order whose download was spent', () => {
  it('refuses with a 422 that says why and points to the contact page; nothing is refunded and the download stays', async () => {
    const { token, order, grant } = await paidCourseOrder();
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.downloadsUsed).toBe(0);
    const download = await server.api('POST', `/user/digital-products/${grant._id}/download`, { token });
    expect(download.status).toBe(200);
    const view = await server.api('GET', `/order/${order._id}`, { token });
    expect(view.body.order).toMatchObject({ status: 'confirmed', downloadsUsed: 1 });
    expect((await server.api('GET', '/order/my-orders', { token })).body.orders[0].downloadsUsed).toBe(1);

    const refused = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ success: false, message: DOWNLOADED_ORDER_NOT_CANCELLABLE });
    expect(refused.body.message).toContain('/contact');

    const after = await server.api('GET', `/order/${order._id}`, { token });
    expect(after.body.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [payment] = await server.db.query<{ status: string; refund_kobo: number | null }>(
      'select status, refund_kobo from payments where order_id = $1',
      [order._id],
    );
    expect(payment).toEqual({ status: 'success', refund_kobo: null });
    expect(await stockOf(server, MUG)).toBe(9);
    expect((await server.api('POST', `/user/digital-products/${grant._id}/download`, { token })).status).toBe(200);
  });

  it('still cancels and refunds a paid order whose downloads were never used', async () => {
    const { token, order } = await paidCourseOrder();
    const cancelled = await server.api('POST', `/order/${order._id}/cancel`, { token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', downloadsUsed: 0 });
    expect(await stockOf(server, MUG)).toBe(10);
  });
});
