import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { runStudioCommand, STUDIO_USAGE } from '../../server/studio/studio-command.ts';
import { ensureStudioKey } from '../../server/studio/studio-key.ts';
import { lastMailTo, signedInCustomer } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-key-for-tests-0123456789abcdef';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
});
afterAll(async () => server.close());

async function paidOrder() {
  const customer = await signedInCustomer(server, 'Kemi Adeyemi');
  await server.db.query("update products set stock = 100 where id = 'lens-mug'");
  const order = await placeOrder(server, customer.token, [{ productId: 'lens-mug', quantity: 1 }]);
  await payOrder(server, customer.token, order._id);
  return { ...customer, order };
}

const move = (orderNumber: string, body: Record<string, string>, token = KEY) =>
  server.api('POST', `/studio/orders/${orderNumber}/status`, { token, body });

describe('the studio operator calls', () => {
  it('are closed to callers without the studio key or a staff login: 401 without one, 403 for a customer', async () => {
    const { token, order } = await paidOrder();
    const none = await server.api('GET', '/studio/orders');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
    expect((await server.api('GET', '/studio/orders', { token: 'not-the-key' })).status).toBe(401);
    expect((await move(order.orderNumber, { status: 'processing' }, 'not-the-key')).status).toBe(401);
    const customer = await server.api('GET', '/studio/orders', { token });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ success: false, message: "Only the studio's staff can do this" });
    expect((await move(order.orderNumber, { status: 'processing' }, token)).status).toBe(403);
    expect((await server.api('GET', `/order/${order._id}`, { token })).body.order.status).toBe('confirmed');
  });

  it('are closed when the server has no studio key at all', async () => {
    const keyless = await startTestServer();
    try {
      expect((await keyless.api('GET', '/studio/orders', { token: KEY })).status).toBe(401);
    } finally {
      await keyless.close();
    }
  });

  it('list orders newest first with the moves allowed', async () => {
    const { email, order } = await paidOrder();
    const response = await server.api('GET', '/studio/orders', { token: KEY, query: { status: 'confirmed' } });
    expect(response.status).toBe(200);
    expect(response.body.orders[0]).toEqual({
      _id: order._id,
      orderNumber: order.orderNumber,
      date: order.date,
      customerName: 'Kemi Adeyemi',
      customerEmail: email,
      status: 'confirmed',
      paymentStatus: 'paid',
      // Paid on the sandbox's page: confirmed, but no money moved.
      sandboxPayment: true,
      amount: order.amount,
      nextStatuses: ['processing', 'shipped', 'cancelled'],
    });
    expect(response.body.orders.every((row: { status: string }) => row.status === 'confirmed')).toBe(true);
  });

  it('move an order through processing, shipped and delivered, with history, item status and a mail each time', async () => {
    const { token, email, order } = await paidOrder();
    server.advanceMinutes(60);
    const processingAt = server.now.toISOString();
    expect((await move(order.orderNumber, { status: 'processing' })).status).toBe(200);
    server.advanceMinutes(60);
    const shippedAt = server.now.toISOString();
    const shipped = await move(order.orderNumber, { status: 'shipped', note: '  Sent with GIG Logistics, tracking GIG-55120 ' });
    expect(shipped.body.message).toBe(`Order ${order.orderNumber} is now shipped`);
    expect(shipped.body.order.items[0].itemStatus).toBe('shipped');
    const shippedMail = await lastMailTo(server, email);
    expect(shippedMail?.subject).toBe(`Order ${order.orderNumber}: Shipped`);
    expect(shippedMail?.text).toContain(`Your order ${order.orderNumber} is now shipped.\n\nSent with GIG Logistics, tracking GIG-55120`);
    server.advanceMinutes(60);
    const deliveredAt = server.now.toISOString();
    await move(order.orderNumber, { status: 'delivered' });
    const detail = (await server.api('GET', `/order/${order._id}`, { token })).body.order;
    expect(detail.status).toBe('delivered');
    expect(detail.items[0].itemStatus).toBe('delivered');
    expect(detail.statusHistory.slice(-3)).toEqual([
      { status: 'processing', timestamp: processingAt },
      { status: 'shipped', timestamp: shippedAt, note: 'Sent with GIG Logistics, tracking GIG-55120' },
      { status: 'delivered', timestamp: deliveredAt },
    ]);
    expect((await lastMailTo(server, email))?.subject).toBe(`Order ${order.orderNumber}: Delivered`);
    // Delivered, the customer may now review it.
    const review = await server.api('POST', '/product/review', {
      token,
      body: { productId: 'lens-mug', rating: 5, comment: 'Arrived well packed.' },
    });
    expect(review.status).toBe(201);
  });

  it('refuse moves the domain rule does not allow', async () => {
    const customer = await signedInCustomer(server);
    const pending = await placeOrder(server, customer.token, [{ productId: 'lens-mug', quantity: 1 }]);
    const early = await move(pending.orderNumber, { status: 'shipped' });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ success: false, message: 'An order that is pending cannot be moved to shipped' });
    const { order } = await paidOrder();
    const back = await move(order.orderNumber, { status: 'pending' });
    expect(back.status).toBe(422);
    expect(back.body).toEqual({ success: false, message: 'An order that is confirmed cannot be moved to pending' });
  });

  it('cancel a paid order: stock returns and the payment is refunded', async () => {
    const { order } = await paidOrder();
    const [before] = await server.db.query<{ stock: number }>("select stock from products where id = 'lens-mug'");
    const response = await move(order.orderNumber, { status: 'cancelled', note: 'Out of stock at the supplier' });
    expect(response.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(response.body.order.statusHistory.slice(-2).map((entry: { note: string }) => entry.note)).toEqual([
      'Out of stock at the supplier',
      'Payment refunded',
    ]);
    const [after] = await server.db.query<{ stock: number }>("select stock from products where id = 'lens-mug'");
    expect(after?.stock).toBe((before?.stock ?? 0) + 1);
  });

  it("answer 404 'Order not found' for an unknown order number", async () => {
    const response = await move('OJ-2026-999999', { status: 'shipped' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Order not found' });
  });
});

describe('npm run studio', () => {
  const settings = () => ({
    baseUrl: 'http://shop.test',
    key: KEY,
    fetch: (url: string, init?: RequestInit) => Promise.resolve(server.app.request(url, init)),
  });

  it('prints the orders and moves one with a note', async () => {
    const { order } = await paidOrder();
    const listed = await runStudioCommand(['orders', '--status', 'confirmed'], settings());
    expect(listed.ok).toBe(true);
    expect(listed.output.split('\n')[0]).toMatch(/^Order\s+Date\s+Customer\s+Status\s+Payment\s+Amount \(NGN\)\s+Can move to$/);
    expect(listed.output.split('\n').find((line) => line.startsWith(order.orderNumber))).toContain('paid (SANDBOX, no money)');
    const moved = await runStudioCommand(['order', order.orderNumber, 'processing', '--note', 'Packing today'], settings());
    expect(moved).toEqual({ ok: true, output: `Order ${order.orderNumber} is now processing` });
    const refused = await runStudioCommand(['order', order.orderNumber, 'pending'], settings());
    expect(refused.ok).toBe(false);
  });

  it('creates the owner, whose one-time link is mailed, and prints where to find it', async () => {
    const created = await runStudioCommand(['create-owner', '--email', 'Founder@Oju.example.ng', '--name', 'Tola Founder'], settings());
    expect(created).toEqual({
      ok: true,
      output:
        "founder@oju.example.ng is the owner; a link to set the password was mailed.\nWithout SMTP_URL the mail is in the outbox: its link is printed in the server's log.",
    });
    const [owner] = await server.db.query<{ name: string; role: string }>('select name, role from users where email = $1', [
      'founder@oju.example.ng',
    ]);
    expect(owner).toEqual({ name: 'Tola Founder', role: 'owner' });
    expect((await lastMailTo(server, 'founder@oju.example.ng'))?.text).toMatch(/http:\/\/shop\.test\/reset-password\/[A-Za-z0-9_-]{20,}/);
    const unnamed = await runStudioCommand(['create-owner', '--email', 'second@oju.example.ng'], settings());
    expect(unnamed.ok).toBe(true);
    const [second] = await server.db.query<{ name: string }>('select name from users where email = $1', ['second@oju.example.ng']);
    expect(second?.name).toBe('Studio owner');
    expect(await runStudioCommand(['create-owner'], settings())).toEqual({ ok: false, output: STUDIO_USAGE });
    expect(await runStudioCommand(['create-owner', '--email', 'nope'], settings())).toEqual({
      ok: false,
      output: 'Please enter a valid email address',
    });
  });

  it('prints the usage for anything else, and the server’s refusal for a wrong key', async () => {
    expect(await runStudioCommand([], settings())).toEqual({ ok: false, output: STUDIO_USAGE });
    expect(await runStudioCommand(['order', 'OJ-2026-000001'], settings())).toEqual({ ok: false, output: STUDIO_USAGE });
    const wrong = await runStudioCommand(['orders'], { ...settings(), key: 'guess' });
    expect(wrong).toEqual({ ok: false, output: 'Authentication expired. Please log in again.' });
  });
});

describe('the studio key file', () => {
  it('is created once with mode 0600 and reused', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-key-'));
    const key = await ensureStudioKey(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'studio-operator.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await ensureStudioKey(dir)).toBe(key);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
  });

  it('is the same key for processes starting at once on one data directory, and the one on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-key-'));
    const keys = await Promise.all(Array.from({ length: 8 }, () => ensureStudioKey(dir)));
    const onDisk = (await readFile(path.join(dir, 'studio-operator.key'), 'utf8')).trim();
    expect(new Set(keys)).toEqual(new Set([onDisk]));
    expect(await readdir(dir)).toEqual(['studio-operator.key']);
  });

  it('replaces an empty key file with a key', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-key-'));
    const file = path.join(dir, 'studio-operator.key');
    await writeFile(file, '');
    const key = await ensureStudioKey(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
  });

  it('tightens a key file left readable by others', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-key-'));
    const file = path.join(dir, 'studio-operator.key');
    await writeFile(file, 'abc\n', { mode: 0o644 });
    expect(await ensureStudioKey(dir)).toBe('abc');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
