import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCount, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const STUDIO = 'studio@studio-shop.local';

function form(overrides: Record<string, string> = {}) {
  return {
    name: 'Tunde Bakare',
    email: uniqueEmail('tunde'),
    phone: '+234 809 555 0101',
    subject: 'Family portrait session',
    message: 'Do you have a slot on Saturday the 22nd?',
    ...overrides,
  };
}

const submit = (body: unknown, remoteAddress = uniqueAddress()) => server.api('POST', '/contact/submit', { body, remoteAddress });

async function mailsWithReference(referenceId: string) {
  return server.db.query<{ to_address: string; subject: string; text_body: string }>(
    'select to_address, subject, text_body from mail_outbox where subject like $1 order by to_address',
    [`%${referenceId}%`],
  );
}

describe('POST /contact/submit', () => {
  it('stores the message, answers 201 with a reference id, mails the studio and sends the sender a receipt', async () => {
    const body = form();
    const response = await submit(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Message sent successfully!',
      referenceId: expect.stringMatching(/^MSG-20261120-[A-HJ-NP-Z2-9]{4}$/),
    });
    const { referenceId } = response.body;
    const [stored] = await server.db.query<Record<string, string>>(
      'select name, email, phone, subject, message from contact_messages where reference_id = $1',
      [referenceId],
    );
    // The number as the studio can match it (E.164), shown grouped in the studio's copy.
    expect(stored).toEqual({ name: body.name, email: body.email, phone: '+2348095550101', subject: body.subject, message: body.message });
    const mails = await mailsWithReference(referenceId);
    const byAddress = Object.fromEntries(mails.map((mail) => [mail.to_address, mail]));
    expect(Object.keys(byAddress).sort()).toEqual([body.email, STUDIO].sort());
    expect(byAddress[STUDIO]?.subject).toBe(`[${referenceId}] Family portrait session`);
    expect(byAddress[STUDIO]?.text_body).toContain(`Email: ${body.email}`);
    expect(byAddress[STUDIO]?.text_body).toContain('Phone: +234 809 555 0101');
    expect(byAddress[STUDIO]?.text_body).toContain('Do you have a slot on Saturday the 22nd?');
    expect(byAddress[body.email]?.subject).toBe(`We received your message (${referenceId})`);
    expect(byAddress[body.email]?.text_body).toContain('We will reply within 24 hours.');
  });

  it("sends the sender a receipt with the reference and fixed text only, never the visitor's own words", async () => {
    const body = form({
      name: 'Claim your prize at http://phish.example',
      subject: 'Your account is locked',
      message: 'Log in at http://phish.example/login to unlock it.',
    });
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { referenceId } = response.body;
    const [receipt] = await server.db.query<{ subject: string; text_body: string }>(
      'select subject, text_body from mail_outbox where to_address = $1',
      [body.email],
    );
    expect(receipt?.subject).toBe(`We received your message (${referenceId})`);
    expect(receipt?.text_body).toBe(
      [
        'Hello,',
        '',
        `Thank you for writing to us. Your reference ID is ${referenceId}.`,
        'We will reply within 24 hours. If it is urgent, call us on +234 803 555 0142.',
        '',
        'If you did not write to us, you can ignore this email.',
      ].join('\n'),
    );
  });

  it('refuses an address with a display name or a list in it, mailing nobody', async () => {
    for (const email of ['Foo<victim@evil.example>', 'me@example.com,victim@evil.example', '"x" <victim@evil.example>']) {
      const response = await submit(form({ email }));
      expect(response.status, email).toBe(400);
      expect(response.body, email).toEqual({ success: false, message: 'Please enter a valid email address' });
    }
    expect(await mailCount(server, 'victim@evil.example')).toBe(0);
  });

  it("puts a subject with line breaks on one line in the studio's mail and the server log", async () => {
    const response = await submit(form({ subject: 'Hello\r\n[mail] to admin@studio: forged line\n\n  end' }));
    expect(response.status).toBe(201);
    const { referenceId } = response.body;
    const [copy] = await server.db.query<{ subject: string }>('select subject from mail_outbox where to_address = $1 and subject like $2', [
      STUDIO,
      `[${referenceId}]%`,
    ]);
    expect(copy?.subject).toBe(`[${referenceId}] Hello [mail] to admin@studio: forged line end`);
    expect(server.logs.filter((line) => line.includes('forged line'))).toEqual([
      `[mail] to ${STUDIO}: [${referenceId}] Hello [mail] to admin@studio: forged line end`,
    ]);
  });

  it('gives every message its own reference id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await submit(form())).body.referenceId);
    expect(ids.size).toBe(5);
  });

  it('trims the fields, keeps the message as written and stores the address in lower case', async () => {
    const email = uniqueEmail('case');
    const response = await submit(form({ name: '  Ada  ', email: `  ${email.toUpperCase()} `, message: '  Two spaces kept.  ' }));
    expect(response.status).toBe(201);
    const [stored] = await server.db.query<Record<string, string>>(
      'select name, email, message from contact_messages where reference_id = $1',
      [response.body.referenceId],
    );
    expect(stored).toEqual({ name: 'Ada', email, message: '  Two spaces kept.  ' });
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await submit(form({ message: 'a'.repeat(2000) }))).status).toBe(201);
  });

  it.each<[Record<string, string>, string]>([
    [{ name: '   ' }, 'Name is required'],
    [{ name: '', email: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'tunde@example', phone: '' }, 'Please enter a valid email address'],
    [{ phone: ' ' }, 'Phone number is required'],
    [{ subject: '' }, 'Subject is required'],
    [{ message: '  ' }, 'Message is required'],
    [{ message: 'a'.repeat(2001) }, 'Message too long. Max 2000 characters.'],
  ])('answers 400 with the form’s first failing check (case %#), storing and mailing nothing', async (overrides, message) => {
    const body = form(overrides);
    const count = async () => (await server.db.query<{ count: number }>('select count(*)::int as count from contact_messages'))[0]?.count;
    const before = await count();
    const studioMails = await mailCount(server, STUDIO);
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await count()).toBe(before);
    expect(await mailCount(server, STUDIO)).toBe(studioMails);
    expect(await mailCount(server, body.email)).toBe(0);
  });

  it('refuses a body without a field with 400', async () => {
    const { phone: _phone, ...withoutPhone } = form();
    expect((await submit(withoutPhone)).status).toBe(400);
  });

  it('throttles one sender address after 5 messages in 15 minutes, with Retry-After, whatever the client address', async () => {
    const email = uniqueEmail('eager');
    for (let i = 0; i < 5; i++) expect((await submit(form({ email }))).status).toBe(201);
    const throttled = await submit(form({ email }));
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many messages. Please try again in a few minutes.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(await mailCount(server, email)).toBe(5);
    server.advanceMinutes(16);
    expect((await submit(form({ email }))).status).toBe(201);
  });

  it('throttles one client address after 30 messages in 15 minutes', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 30; i++) expect((await submit(form(), address)).status).toBe(201);
    expect((await submit(form(), address)).status).toBe(429);
    expect((await submit(form(), '203.0.113.51')).status).toBe(201);
  });
});
