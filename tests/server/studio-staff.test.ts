import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { GOOD_PASSWORD, lastMailTo, signedInCustomer, tokenFromMail, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { payOrder, placeOrder } from './support/purchase-helpers.ts';
import { acceptInvitation, signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-key-for-staff-tests-0123456789';
const STAFF_ONLY = { success: false, message: "Only the studio's staff can do this" };
const OWNER_ONLY = { success: false, message: "Only the studio's owner can do this" };
const OPERATOR_ONLY = { success: false, message: "Only the studio's operator key can do this" };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
});
afterAll(async () => server.close());

describe('the studio owner, made from the command line', () => {
  it('gets an account with no usable password and a mailed one-time link that sets one', async () => {
    const email = uniqueEmail('owner');
    const created = await server.api('POST', '/studio/owners', { token: KEY, body: { email, name: 'Tola Owner' } });
    expect(created.status).toBe(201);
    expect(created.body.member).toMatchObject({ email, name: 'Tola Owner', role: 'owner', passwordSet: false });
    expect(created.body.message).toBe(`${email} is the owner; a link to set the password was mailed`);
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe('Set your password for Oju Studio');
    expect(mail?.text).toContain('http://shop.test/reset-password/');
    expect(mail?.text).toContain('expires in 72 hours');
    // No password works before the link is used.
    for (const password of ['Photo2026', 'Password1', 'Owner2026']) {
      const login = await server.api('POST', '/user/login', { body: { email, password }, remoteAddress: uniqueAddress() });
      expect(login.status).toBe(400);
      expect(login.body.message).toBe('Invalid email or password');
    }
    const owner = await acceptInvitation(server, created.body.member._id, email);
    const me = await server.api('GET', '/user/me', { token: owner.token });
    expect(me.body.user.role).toBe('owner');
    const team = await server.api('GET', '/studio/staff', { token: owner.token });
    expect(team.status).toBe(200);
    expect(team.body.staff.find((member: { email: string }) => member.email === email)).toMatchObject({ role: 'owner', passwordSet: true });
  });

  it('keeps the link 72 hours and not a minute longer', async () => {
    const early = uniqueEmail('owner');
    const late = uniqueEmail('owner');
    await server.api('POST', '/studio/owners', { token: KEY, body: { email: early, name: 'Early Owner' } });
    await server.api('POST', '/studio/owners', { token: KEY, body: { email: late, name: 'Late Owner' } });
    const earlyToken = await tokenFromMail(server, early, 'reset-password');
    const lateToken = await tokenFromMail(server, late, 'reset-password');
    server.advanceMinutes(72 * 60 - 1);
    expect((await server.api('GET', `/user/verify-reset-token/${earlyToken}`)).status).toBe(200);
    server.advanceMinutes(1);
    const expired = await server.api('GET', `/user/verify-reset-token/${lateToken}`);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ success: false, message: 'Invalid or expired reset link' });
  });

  it('can be named only with the operator key: an owner’s own session is refused', async () => {
    const owner = await signedInOwner(server, KEY);
    const answer = await server.api('POST', '/studio/owners', {
      token: owner.token,
      body: { email: uniqueEmail('x'), name: 'Second Owner' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(OPERATOR_ONLY);
  });

  it('refuses a malformed address or a name with a web address, and creates nothing', async () => {
    for (const [body, message] of [
      [{ email: 'not-an-email', name: 'Tola' }, 'Please enter a valid email address'],
      [{ email: uniqueEmail('x'), name: 'Win at www.example.com' }, 'Name cannot contain a web address'],
      [{ email: uniqueEmail('x'), name: '   ' }, 'Name is required'],
    ] as const) {
      const answer = await server.api('POST', '/studio/owners', { token: KEY, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const [row] = await server.db.query<{ n: number }>("select count(*)::int as n from users where email = 'not-an-email'");
    expect(row?.n).toBe(0);
  });
});

describe('staff invited by the owner', () => {
  it('opens the orders but not the owner’s calls', async () => {
    const owner = await signedInOwner(server, KEY);
    const staff = await signedInStaff(server, owner.token);
    const me = await server.api('GET', '/user/me', { token: staff.token });
    expect(me.body.user.role).toBe('staff');
    expect((await server.api('GET', '/studio/orders', { token: staff.token })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/studio/staff'],
      ['GET', '/studio/audit'],
      ['DELETE', `/studio/staff/${owner.id}`],
    ] as const) {
      const answer = await server.api(method, path, { token: staff.token });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual(OWNER_ONLY);
    }
    const invite = await server.api('POST', '/studio/staff', { token: staff.token, body: { email: uniqueEmail('x'), name: 'Friend' } });
    expect(invite.body).toEqual(OWNER_ONLY);
  });

  it('turns an existing customer into staff without touching the password, and says so by mail', async () => {
    const owner = await signedInOwner(server, KEY);
    const customer = await signedInCustomer(server, 'Kola Customer');
    const invited = await server.api('POST', '/studio/staff', { token: owner.token, body: { email: customer.email, name: 'Kola Staff' } });
    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ role: 'staff', passwordSet: true, name: 'Kola Customer' });
    expect((await lastMailTo(server, customer.email))?.subject).toBe('You are now staff at Oju Studio');
    expect((await server.api('GET', '/studio/orders', { token: customer.token })).status).toBe(200);
    const login = await server.api('POST', '/user/login', {
      body: { email: customer.email, password: GOOD_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.status).toBe(200);
  });

  it('cannot make the owner staff', async () => {
    const owner = await signedInOwner(server, KEY);
    const answer = await server.api('POST', '/studio/staff', { token: owner.token, body: { email: owner.email, name: 'Demoted' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: 'This account is already the owner' });
  });

  it('is revoked by the owner: refused from the next call on, account kept as a customer’s', async () => {
    const owner = await signedInOwner(server, KEY);
    const staff = await signedInStaff(server, owner.token);
    const revoked = await server.api('DELETE', `/studio/staff/${staff.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, message: `${staff.email} can no longer use the studio` });
    const after = await server.api('GET', '/studio/orders', { token: staff.token });
    expect(after.status).toBe(403);
    expect(after.body).toEqual(STAFF_ONLY);
    expect((await server.api('GET', '/user/me', { token: staff.token })).body.user.role).toBe('customer');
    const again = await server.api('DELETE', `/studio/staff/${staff.id}`, { token: owner.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'No such staff member' });
  });

  it('never revokes an owner, nor finds a customer or an unknown id', async () => {
    const owner = await signedInOwner(server, KEY);
    const answer = await server.api('DELETE', `/studio/staff/${owner.id}`, { token: KEY });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: 'The owner cannot be revoked' });
    const customer = await signedInCustomer(server);
    const [row] = await server.db.query<{ id: string }>('select id from users where email = $1', [customer.email]);
    expect((await server.api('DELETE', `/studio/staff/${row?.id}`, { token: owner.token })).status).toBe(404);
    expect((await server.api('DELETE', '/studio/staff/usr_nobody', { token: owner.token })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records who did what, before and after, newest first, for the owner', async () => {
    const owner = await signedInOwner(server, KEY, 'Audit Owner');
    const staff = await signedInStaff(server, owner.token, 'Audit Staff');
    const customer = await signedInCustomer(server);
    await server.db.query("update products set stock = 100 where id = 'lens-mug'");
    const order = await placeOrder(server, customer.token, [{ productId: 'lens-mug', quantity: 1 }]);
    await payOrder(server, customer.token, order._id);
    server.advanceMinutes(1);
    const moved = await server.api('POST', `/studio/orders/${order.orderNumber}/status`, {
      token: staff.token,
      body: { status: 'processing', note: 'Packing today' },
    });
    expect(moved.status).toBe(200);
    server.advanceMinutes(1);
    await server.api('DELETE', `/studio/staff/${staff.id}`, { token: owner.token });

    const log = await server.api('GET', '/studio/audit', { token: owner.token });
    expect(log.status).toBe(200);
    const [revoke, move] = log.body.entries;
    expect(revoke).toMatchObject({
      action: 'staff.revoke',
      subject: staff.email,
      actor: { _id: owner.id, name: 'Audit Owner', email: owner.email },
      before: { role: 'staff' },
      after: { role: 'customer' },
      at: server.now.toISOString(),
    });
    expect(move).toMatchObject({
      action: 'order.move',
      subject: order.orderNumber,
      actor: { _id: staff.id, name: 'Audit Staff' },
      before: { status: 'confirmed' },
      after: { status: 'processing', note: 'Packing today' },
    });
    const invite = log.body.entries.find(
      (entry: { action: string; subject: string }) => entry.action === 'staff.invite' && entry.subject === staff.email,
    );
    expect(invite).toMatchObject({ actor: { _id: owner.id }, before: null, after: { role: 'staff' } });
    const creation = log.body.entries.find((entry: { subject: string }) => entry.subject === owner.email);
    expect(creation).toMatchObject({ action: 'owner.create', actor: null });
    expect(log.body.page).toBe(1);
    expect(log.body.total).toBeGreaterThanOrEqual(4);
  });
});
