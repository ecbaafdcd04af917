import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-inbox-key-0123456789abcdef';
let server: TestServer;
let owner: string;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff } = await signedInStaff(server, owner, 'Sade Staff'));
  ({ token: customer } = await signedInCustomer(server, 'Kemi Buyer'));
}, 60_000);
afterAll(async () => server.close());

async function sendMessage(fields: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}): Promise<string> {
  const response = await server.api('POST', '/contact/submit', {
    body: {
      name: 'Tunde Bakare',
      email: uniqueEmail('tunde'),
      phone: '0809 555 0101',
      subject: 'Family portrait session',
      message: 'Do you have a slot on Saturday?',
      ...fields,
    },
    remoteAddress: uniqueAddress(),
  });
  expect(response.status).toBe(201);
  return response.body.referenceId as string;
}

async function auditOf(subject: string) {
  return server.db.query<{ action: string; actor_id: string | null; before: unknown; after: unknown }>(
    'select action, actor_id, before, after from studio_audit where subject = $1 order by at, id',
    [subject],
  );
}

describe('the studio’s inbox', () => {
  it('lists messages by reference id, newest first, unread and not handled, with the unread count', async () => {
    const older = await sendMessage({ name: 'Older Sender', subject: 'First' });
    server.advanceMinutes(5);
    const newer = await sendMessage({ name: 'Newer Sender', subject: 'Second' });
    const answer = await server.api('GET', '/studio/inbox', { token: staff, query: { search: 'sender' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(answer.body.messages).toEqual([
      expect.objectContaining({ referenceId: newer, name: 'Newer Sender', subject: 'Second', read: false, handled: false }),
      expect.objectContaining({ referenceId: older, name: 'Older Sender', subject: 'First', read: false, handled: false }),
    ]);
    expect(answer.body.unread).toBeGreaterThanOrEqual(2);
  });

  it('searches by name, email, subject and reference id, in any case, with wildcards taken literally', async () => {
    const email = uniqueEmail('findme');
    const referenceId = await sendMessage({ name: 'Chiamaka Search', email, subject: 'Wedding 100% booked?' });
    const find = async (search: string) =>
      ((await server.api('GET', '/studio/inbox', { token: staff, query: { search } })).body.messages as { referenceId: string }[]).map(
        (message) => message.referenceId,
      );
    expect(await find('CHIAMAKA')).toEqual([referenceId]);
    expect(await find(email.toUpperCase())).toEqual([referenceId]);
    expect(await find('100% book')).toEqual([referenceId]);
    expect(await find(referenceId.toLowerCase())).toEqual([referenceId]);
    // Only the message with a literal % in it; an underscore matches only itself.
    expect(await find('%')).toEqual([referenceId]);
    expect(await find('Wedding_100')).toEqual([]);
  });

  it('pages on the server, 50 a page', async () => {
    const numbers = Array.from({ length: 52 }, (_, index) => index);
    await server.db.query(
      `insert into contact_messages (reference_id, name, email, phone, subject, message, client_address, created_at)
       select 'MSG-PAGE-' || lpad(n::text, 4, '0'), 'Paging Person', 'paging@example.ng', '+2348095550101', 'Paging', 'Hello',
              '127.0.0.1', $1::timestamptz + make_interval(mins => n)
         from unnest($2::int[]) as n`,
      [server.now, numbers],
    );
    const first = await server.api('GET', '/studio/inbox', { token: staff, query: { search: 'paging person' } });
    expect(first.body).toMatchObject({ total: 52, page: 1, pages: 2 });
    expect(first.body.messages).toHaveLength(50);
    expect(first.body.messages[0].referenceId).toBe('MSG-PAGE-0051');
    const second = await server.api('GET', '/studio/inbox', { token: staff, query: { search: 'paging person', page: 2 } });
    expect(second.body.messages.map((message: { referenceId: string }) => message.referenceId)).toEqual(['MSG-PAGE-0001', 'MSG-PAGE-0000']);
  });

  it('opens a message with everything the visitor sent and marks it read once (the first time is kept)', async () => {
    const email = uniqueEmail('opened');
    const referenceId = await sendMessage({ name: 'Ada <b>Obi</b>', email, message: 'Line one\nLine two' });
    const openedAt = server.now.toISOString();
    const answer = await server.api('GET', `/studio/inbox/${referenceId}`, { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body.inboxMessage).toEqual({
      referenceId,
      name: 'Ada <b>Obi</b>',
      email,
      phone: '+2348095550101',
      subject: 'Family portrait session',
      message: 'Line one\nLine two',
      receivedAt: openedAt,
      readAt: openedAt,
      handledAt: null,
      handledBy: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain('client_address');
    server.advanceMinutes(3);
    const again = await server.api('GET', `/studio/inbox/${referenceId}`, { token: owner });
    expect(again.body.inboxMessage.readAt).toBe(openedAt);
    const list = await server.api('GET', '/studio/inbox', { token: staff, query: { search: referenceId } });
    expect(list.body.messages[0]).toMatchObject({ read: true, handled: false });
  });

  it('marks a message handled with who and when, and not handled again, each in the audit log', async () => {
    const referenceId = await sendMessage();
    const handled = await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: staff, body: { handled: true } });
    expect(handled.status).toBe(200);
    expect(handled.body.message).toBe('Message marked handled');
    expect(handled.body.inboxMessage).toMatchObject({
      handledAt: server.now.toISOString(),
      handledBy: 'Sade Staff',
      readAt: server.now.toISOString(),
    });
    // Marking it as it already is changes nothing and records nothing.
    await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: staff, body: { handled: true } });
    server.advanceMinutes(1);
    const undone = await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: owner, body: { handled: false } });
    expect(undone.body.message).toBe('Message marked not handled');
    expect(undone.body.inboxMessage).toMatchObject({ handledAt: null, handledBy: null });
    const [staffRow] = await server.db.query<{ id: string }>("select id from users where name = 'Sade Staff'");
    const audit = await auditOf(`Message ${referenceId}`);
    expect(audit).toEqual([
      {
        action: 'message.handled',
        actor_id: staffRow?.id,
        before: { handled: false, handledBy: null },
        after: { handled: true, handledBy: 'Sade Staff' },
      },
      {
        action: 'message.unhandled',
        actor_id: expect.any(String),
        before: { handled: true, handledBy: 'Sade Staff' },
        after: { handled: false, handledBy: null },
      },
    ]);
    const byKey = await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: KEY, body: { handled: true } });
    expect(byKey.body.inboxMessage.handledBy).toBe("The operator's key");
  });

  it('answers 404 for an unknown reference and 400 for a body that is not a boolean', async () => {
    expect(await server.api('GET', '/studio/inbox/MSG-NOPE', { token: staff })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Message not found' },
    });
    expect((await server.api('POST', '/studio/inbox/MSG-NOPE/handled', { token: staff, body: { handled: true } })).status).toBe(404);
    const referenceId = await sendMessage();
    expect((await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: staff, body: { handled: 'yes' } })).status).toBe(400);
    expect((await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: staff, body: {} })).status).toBe(400);
    expect((await server.api('GET', '/studio/inbox', { token: staff, query: { search: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('refuses a customer’s token (403) and no token (401) on every inbox call, and opens nothing for them', async () => {
    const referenceId = await sendMessage();
    expect((await server.api('GET', '/studio/inbox', { token: customer })).status).toBe(403);
    expect((await server.api('GET', `/studio/inbox/${referenceId}`, { token: customer })).status).toBe(403);
    expect((await server.api('POST', `/studio/inbox/${referenceId}/handled`, { token: customer, body: { handled: true } })).status).toBe(
      403,
    );
    expect((await server.api('GET', '/studio/inbox')).status).toBe(401);
    expect((await server.api('GET', `/studio/inbox/${referenceId}`)).status).toBe(401);
    expect((await server.api('POST', `/studio/inbox/${referenceId}/handled`, { body: { handled: true } })).status).toBe(401);
    const [row] = await server.db.query<{ read_at: Date | null; handled_at: Date | null }>(
      'select read_at, handled_at from contact_messages where reference_id = $1',
      [referenceId],
    );
    expect(row).toEqual({ read_at: null, handled_at: null });
  });
});
