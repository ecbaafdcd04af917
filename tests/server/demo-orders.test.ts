import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnpaidOrders } from '../../server/orders/hold-sweep.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { DEMO_CUSTOMER } from '../../server/seed/demo-shop.ts';
import { depsOf, stockOf } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, filesDir: await mkdtemp(path.join(tmpdir(), 'demo-files-')) },
  });
  const login = await server.api('POST', '/user/login', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  token = login.body.token;
});
afterAll(async () => server.close());

describe('the demo customer', () => {
  it('has a delivered, paid order with a physical and a digital item', async () => {
    const response = await server.api('GET', '/order/my-orders', { token, query: { status: 'delivered' } });
    expect(response.body.orders).toHaveLength(1);
    const [order] = response.body.orders;
    expect(order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      subtotal: 33_500,
      shipping: { cost: 2_000 },
      amount: 35_500,
    });
    expect(order.orderNumber).toMatch(/^OJ-2026-\d{6}$/);
    expect(
      order.items.map((item: { productId: string; isDigital: boolean; itemStatus: string }) => [
        item.productId,
        item.isDigital,
        item.itemStatus,
      ]),
    ).toEqual([
      ['reflector-5-in-1', false, 'delivered'],
      ['guide-wedding-photography', true, 'delivered'],
    ]);
    expect(order.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('has two paid orders to export: the delivered one (OJ-2026-000001) and a newer confirmed one', async () => {
    const response = await server.api('GET', '/order/my-orders', { token });
    expect(response.body.pagination.totalOrders).toBe(2);
    expect(
      response.body.orders.map((order: { orderNumber: string; status: string; paymentStatus: string }) => [
        order.orderNumber,
        order.status,
        order.paymentStatus,
      ]),
    ).toEqual([
      ['OJ-2026-000002', 'confirmed', 'paid'],
      ['OJ-2026-000001', 'delivered', 'paid'],
    ]);
    const [confirmed] = response.body.orders;
    expect(confirmed).toMatchObject({
      _id: 'ord_demo_confirmed',
      subtotal: 24_000,
      shipping: { cost: 2_000 },
      amount: 26_000,
      paymentReference: 'OJ-DEMO-PAID-2',
    });
    expect(
      confirmed.items.map((item: { productId: string; isDigital: boolean; itemStatus: string }) => [
        item.productId,
        item.isDigital,
        item.itemStatus,
      ]),
    ).toEqual([['super-clamp-2-pack', false, 'pending']]);
    expect(confirmed.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'confirmed']);
    expect((await server.api('GET', '/user/me', { token })).body.user.orderCount).toBe(2);
  });

  it('keeps the confirmed order through the unpaid-order sweep: it is paid', async () => {
    server.advanceMinutes(24 * 60);
    await sweepUnpaidOrders(depsOf(server));
    expect((await server.api('GET', '/order/ord_demo_confirmed', { token })).body.order.status).toBe('confirmed');
  });

  it('can cancel the confirmed order: refunded, and its unit back on the shelf', async () => {
    const before = await stockOf(server, 'super-clamp-2-pack');
    expect(before).toBe(15);
    const response = await server.api('POST', '/order/ord_demo_confirmed/cancel', { token, body: { reason: 'Changed my mind' } });
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(server, 'super-clamp-2-pack')).toBe(before + 1);
  });

  it('can download the guide right away', async () => {
    const grants = await server.api('GET', '/user/digital-products', { token });
    const [grant] = grants.body.digitalProducts;
    expect(grant).toMatchObject({ productId: 'guide-wedding-photography', fileFormat: 'PDF', downloadsUsed: 0, downloadLimit: 5 });
    const link = await server.api('POST', `/user/digital-products/${grant._id}/download`, { token });
    expect(link.status).toBe(200);
    const file = await server.app.request(link.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('can review both items', async () => {
    for (const productId of ['reflector-5-in-1', 'guide-wedding-photography']) {
      const response = await server.api('POST', '/product/review', {
        token,
        body: { productId, rating: 5, comment: 'Just as described.' },
      });
      expect(response.status).toBe(201);
    }
  });
});
