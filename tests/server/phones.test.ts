import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nigerianE164 } from '../../src/domain/phone.ts';
import { signedInCustomer, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { OYO_ADDRESS, placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MIGRATION = new URL('../../server/db/migrations/064_phones_in_one_form.sql', import.meta.url);
const ADDRESS = { label: 'Home', fullName: 'Ada Obi', address: '12 Ring Road', city: 'Ibadan', state: 'Oyo', zipCode: '200001' };
const LENS = 'canon-rf-50mm-f18';

describe('phone numbers in one form', () => {
  it('the address book stores a Nigerian number as E.164 and any other number as typed', async () => {
    const { token } = await signedInCustomer(server);
    for (const [typed, stored] of [
      ['0803 555 0100', '+2348035550100'],
      ['(0803) 555-0100', '+2348035550100'],
      ['803 555 0100', '+2348035550100'],
      [' +234 (0) 803 555 0100 ', '+2348035550100'],
      ['01 234 5678', '+23412345678'],
      ['+44 20 7946 0958', '+44 20 7946 0958'],
    ]) {
      const response = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, phone: typed } });
      expect(response.status, typed).toBe(201);
      expect(response.body.addresses.at(-1).phone, typed).toBe(stored);
    }
    const edited = await server.api('GET', '/user/me', { token });
    const first = edited.body.user.addresses[0];
    const update = await server.api('PUT', `/user/address/${first._id}`, { token, body: { ...ADDRESS, phone: '0909-876-5432' } });
    expect(update.status).toBe(200);
    expect(update.body.addresses.find((address: { _id: string }) => address._id === first._id).phone).toBe('+2349098765432');
  });

  it('an address whose phone breaks the format rule is refused, Nigerian-looking or not', async () => {
    const { token } = await signedInCustomer(server);
    for (const typed of ['0803.555.0100', 'call me', '+234 803 555 0100 ext 2']) {
      const response = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, phone: typed } });
      expect(response.status, typed).toBe(400);
      expect(response.body.message).toBe('Invalid phone number format');
    }
  });

  it('an order keeps its delivery phone as E.164', async () => {
    const { token } = await signedInCustomer(server);
    const order = await placeOrder(server, token, [{ productId: LENS, quantity: 1 }], {
      shippingAddress: { ...OYO_ADDRESS, phone: '0803-555-0100' },
      billingAddress: { ...OYO_ADDRESS, phone: '0803-555-0100' },
    });
    expect(order.shippingAddress.phone).toBe('+2348035550100');
    expect(order.billingAddress.phone).toBe('+2348035550100');
  });

  it('the profile stores its phone the same way, refuses a malformed one and may be left empty', async () => {
    const { token } = await signedInCustomer(server);
    const saved = await server.api('PUT', '/user/profile', { token, body: { name: 'Bola Customer', phone: '803 555 0100' } });
    expect(saved.status).toBe(200);
    expect(saved.body.user.phone).toBe('+2348035550100');
    const foreign = await server.api('PUT', '/user/profile', { token, body: { name: 'Bola Customer', phone: ' +1 (555) 123-4567 ' } });
    expect(foreign.body.user.phone).toBe('+1 (555) 123-4567');
    const bad = await server.api('PUT', '/user/profile', { token, body: { name: 'Bola Customer', phone: 'ring 0803' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid phone number format');
    const cleared = await server.api('PUT', '/user/profile', { token, body: { name: 'Bola Customer', phone: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.user.phone).toBe('');
  });

  it('the contact form stores a Nigerian phone as E.164', async () => {
    const body = { name: 'Tunde', email: uniqueEmail('tunde'), phone: '0809 555 0101', subject: 'Portraits', message: 'Saturday?' };
    const response = await server.api('POST', '/contact/submit', { body, remoteAddress: uniqueAddress() });
    expect(response.status).toBe(201);
    const [row] = await server.db.query<{ phone: string }>('select phone from contact_messages where reference_id = $1', [
      response.body.referenceId,
    ]);
    expect(row?.phone).toBe('+2348095550101');
  });
});

describe('the migration of existing numbers', () => {
  it('rewrites Nigerian numbers in addresses, profiles, contact messages and orders, and leaves others as they were', async () => {
    const { token, email } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, phone: '+44 20 7946 0958' } });
    const foreignId = added.body.addresses[0]._id;
    const second = await server.api('POST', '/user/address', { token, body: { ...ADDRESS, phone: '0803 555 0100' } });
    const nigerianId = second.body.addresses[1]._id;
    const order = await placeOrder(server, token, [{ productId: LENS, quantity: 1 }]);
    // Rows as the shop stored them before: as typed.
    await server.db.query('update addresses set phone = $2 where id = $1', [nigerianId, '0803 555 0100']);
    await server.db.query('update users set phone = $2 where email = $1', [email, '(0701) 234-5678']);
    await server.db.query(`update orders set shipping_address = jsonb_set(shipping_address, '{phone}', '"803 555 0100"') where id = $1`, [
      order._id,
    ]);
    const contact = await server.api('POST', '/contact/submit', {
      body: { name: 'Tunde', email: uniqueEmail('tunde'), phone: '01 234 5678', subject: 'Portraits', message: 'Saturday?' },
      remoteAddress: uniqueAddress(),
    });
    await server.db.query('update contact_messages set phone = $2 where reference_id = $1', [contact.body.referenceId, '01 234 5678']);

    await server.db.exec(await readFile(MIGRATION, 'utf8'));

    const phones = await server.db.query<{ id: string; phone: string }>('select id, phone from addresses where id = any($1::text[])', [
      [foreignId, nigerianId],
    ]);
    expect(Object.fromEntries(phones.map((row) => [row.id, row.phone]))).toEqual({
      [foreignId]: '+44 20 7946 0958',
      [nigerianId]: '+2348035550100',
    });
    const [user] = await server.db.query<{ phone: string }>('select phone from users where email = $1', [email]);
    expect(user?.phone).toBe('+2347012345678');
    const [ordered] = await server.db.query<{ phone: string }>("select shipping_address ->> 'phone' as phone from orders where id = $1", [
      order._id,
    ]);
    expect(ordered?.phone).toBe('+2348035550100');
    const [message] = await server.db.query<{ phone: string }>('select phone from contact_messages where reference_id = $1', [
      contact.body.referenceId,
    ]);
    expect(message?.phone).toBe('+23412345678');
  });

  it("the migration's SQL reads every number as the domain rule does", async () => {
    const sql = await readFile(MIGRATION, 'utf8');
    const create = sql.slice(sql.indexOf('create or replace function'), sql.indexOf('$$;') + 3);
    await server.db.exec(create);
    const cases = [
      '0803 555 0100',
      '803 555 0100',
      '+234 803 555 0100',
      '2348035550100',
      '00234 803 555 0100',
      '+234 (0) 803-555-0100',
      '0701 234 5678',
      '0915 123 4567',
      '01 234 5678',
      '046 123 456',
      '+234 9 876 5432',
      '0803 555 010',
      '0803 555 01000',
      '0603 555 0100',
      '0823 555 0100',
      '1234 5678',
      '+44 20 7946 0958',
      '+235 803 555 0100',
      '803.555.0100',
      '',
    ];
    try {
      const rows = await server.db.query<{ typed: string; e164: string | null }>(
        'select typed, migration_064_nigerian_e164(typed) as e164 from unnest($1::text[]) as typed',
        [cases],
      );
      expect(Object.fromEntries(rows.map((row) => [row.typed, row.e164]))).toEqual(
        Object.fromEntries(cases.map((typed) => [typed, nigerianE164(typed)])),
      );
    } finally {
      await server.db.exec('drop function migration_064_nigerian_e164(text)');
    }
  });
});
