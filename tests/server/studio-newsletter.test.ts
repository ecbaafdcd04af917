import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-newsletter-key-0123456789abcdef';
const ONE_CLICK = {
  'List-Unsubscribe': expect.stringMatching(/^<http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>$/),
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};
let server: TestServer;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY } });
  const { token: owner } = await signedInOwner(server, KEY);
  ({ token: staff } = await signedInStaff(server, owner, 'Sade Staff'));
  ({ token: customer } = await signedInCustomer(server, 'Kemi Buyer'));
}, 60_000);
afterAll(async () => server.close());

const subscribe = (email: string, source?: string) =>
  server.api('POST', '/newsletter/subscribe', {
    body: source === undefined ? { email } : { email, source },
    remoteAddress: uniqueAddress(),
  });

async function lastMail(email: string) {
  const [row] = await server.db.query<{ subject: string; text_body: string; headers: Record<string, string> | null }>(
    'select subject, text_body, headers from mail_outbox where to_address = $1 order by seq desc limit 1',
    [email],
  );
  if (!row) throw new Error(`no mail to ${email}`);
  return row;
}

const linkToken = (text: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://shop\\.test/newsletter/${kind}/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

async function confirmed(email: string, source?: string): Promise<void> {
  await subscribe(email, source);
  const token = linkToken((await lastMail(email)).text_body, 'confirm');
  expect((await server.api('POST', '/newsletter/confirm', { body: { token } })).status).toBe(200);
}

async function statusOf(email: string): Promise<string | undefined> {
  const answer = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: email } });
  return (answer.body.subscribers as { email: string; status: string }[]).find((row) => row.email === email)?.status;
}

describe('unsubscribing from the newsletter', () => {
  it('puts a one-click unsubscribe link and the List-Unsubscribe headers on the confirm mail and the already-subscribed mail', async () => {
    const email = uniqueEmail('headers');
    await subscribe(email);
    const confirmMail = await lastMail(email);
    expect(confirmMail.subject).toBe('Confirm your newsletter subscription');
    expect(confirmMail.headers).toEqual(ONE_CLICK);
    const pageToken = linkToken(confirmMail.text_body, 'unsubscribe');
    expect(pageToken).not.toBe('');
    // The header's URL and the mail's link carry the same token: the call and the page it stands for.
    expect(confirmMail.headers?.['List-Unsubscribe']).toBe(`<http://shop.test/api/v1/newsletter/unsubscribe/${pageToken}>`);
    await server.api('POST', '/newsletter/confirm', { body: { token: linkToken(confirmMail.text_body, 'confirm') } });
    await subscribe(email);
    const already = await lastMail(email);
    expect(already.subject).toBe('You are already subscribed');
    expect(already.headers).toEqual(ONE_CLICK);
    expect(linkToken(already.text_body, 'unsubscribe')).not.toBe(pageToken);
  });

  it('unsubscribes by the mail client’s one-click POST (form-urlencoded or multipart), and the same answer twice', async () => {
    const email = uniqueEmail('oneclick');
    await confirmed(email);
    await subscribe(email);
    const header = (await lastMail(email)).headers?.['List-Unsubscribe'] ?? '';
    const path = header.slice('<http://shop.test/api/v1'.length, -1);
    const answer = await server.api('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'You are unsubscribed. You will get no more newsletters from the studio.' },
    });
    expect(await statusOf(email)).toBe('unsubscribed');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await server.api('POST', path, { form })).status).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('unsubscribes by the page’s button (a POST without a body); opening the link or the call with GET changes nothing', async () => {
    const email = uniqueEmail('bypage');
    await confirmed(email);
    await subscribe(email);
    const token = linkToken((await lastMail(email)).text_body, 'unsubscribe');
    for (const url of [`http://shop.test/newsletter/unsubscribe/${token}`, `http://shop.test/api/v1/newsletter/unsubscribe/${token}`]) {
      await server.app.request(url, { method: 'GET' });
      await server.app.request(url, { method: 'HEAD' });
    }
    expect(await statusOf(email)).toBe('confirmed');
    expect((await server.api('POST', `/newsletter/unsubscribe/${token}`)).status).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('keeps an unsubscribed address off the list until a new confirmation link is opened', async () => {
    const email = uniqueEmail('comeback');
    await confirmed(email);
    await subscribe(email);
    await server.api('POST', `/newsletter/unsubscribe/${linkToken((await lastMail(email)).text_body, 'unsubscribe')}`);
    await subscribe(email);
    const mail = await lastMail(email);
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await server.api('POST', '/newsletter/confirm', { body: { token: linkToken(mail.text_body, 'confirm') } })).status).toBe(200);
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('stops a pending confirmation link once its address unsubscribes', async () => {
    const email = uniqueEmail('changedmind');
    await subscribe(email);
    const mail = await lastMail(email);
    await server.api('POST', `/newsletter/unsubscribe/${linkToken(mail.text_body, 'unsubscribe')}`);
    expect(await server.api('POST', '/newsletter/confirm', { body: { token: linkToken(mail.text_body, 'confirm') } })).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired confirmation link' },
    });
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses an unknown or hostile token with 400 and changes nothing', async () => {
    for (const token of ['nope', "x' or '1'='1", 'a'.repeat(200), '%00']) {
      expect(await server.api('POST', `/newsletter/unsubscribe/${encodeURIComponent(token)}`)).toMatchObject({
        status: 400,
        body: { success: false },
      });
    }
    expect((await server.api('POST', `/newsletter/unsubscribe/${'a'.repeat(201)}`)).status).toBe(400);
    expect(
      (
        await server.api('POST', '/newsletter/unsubscribe/nope', {
          body: 'x'.repeat(101),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('the studio’s subscriber list', () => {
  it('lists subscribers newest first with their date, state and source; searched and filtered on the server', async () => {
    const tag = uniqueEmail('list').split('@')[0] ?? '';
    const pending = `${tag}-pending@example.ng`;
    const sure = `${tag}-sure@example.ng`;
    await subscribe(pending, '/shop');
    server.advanceMinutes(1);
    await confirmed(sure, `  /blog/${tag}  `);
    const all = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: tag } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(all.body.subscribers).toEqual([
      {
        email: sure,
        subscribedAt: server.now.toISOString(),
        status: 'confirmed',
        confirmedAt: server.now.toISOString(),
        unsubscribedAt: null,
        source: `/blog/${tag}`,
      },
      { email: pending, subscribedAt: expect.any(String), status: 'pending', confirmedAt: null, unsubscribedAt: null, source: '/shop' },
    ]);
    const onlyPending = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: tag, status: 'pending' } });
    expect(onlyPending.body.subscribers.map((row: { email: string }) => row.email)).toEqual([pending]);
    const bySource = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: `/BLOG/${tag}` } });
    expect(bySource.body.subscribers.map((row: { email: string }) => row.email)).toEqual([sure]);
    expect((await server.api('GET', '/studio/newsletter', { token: staff, query: { status: 'gone' } })).status).toBe(400);
    expect((await server.api('GET', '/studio/newsletter', { token: staff, query: { search: '%' } })).body.total).toBe(0);
  });

  it('pages on the server, 50 a page', async () => {
    const numbers = Array.from({ length: 51 }, (_, index) => index);
    await server.db.query(
      `insert into newsletter_subscribers (email, created_at) select 'pager' || n || '@paging.example', $1::timestamptz + make_interval(mins => n)
         from unnest($2::int[]) as n`,
      [server.now, numbers],
    );
    const first = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: '@paging.example' } });
    expect(first.body).toMatchObject({ total: 51, pages: 2 });
    expect(first.body.subscribers).toHaveLength(50);
    expect(first.body.subscribers[0].email).toBe('pager50@paging.example');
    const second = await server.api('GET', '/studio/newsletter', { token: staff, query: { search: '@paging.example', page: 2 } });
    expect(second.body.subscribers.map((row: { email: string }) => row.email)).toEqual(['pager0@paging.example']);
  });

  it('exports the searched and filtered subscribers as CSV, formula-looking cells defused', async () => {
    const tag = uniqueEmail('csv').split('@')[0] ?? '';
    const email = `${tag}@example.ng`;
    await confirmed(email, '=HYPERLINK("http://evil.example","Click")');
    const answer = await server.api('GET', '/studio/newsletter/export', { token: staff, query: { search: tag } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="newsletter-subscribers_2026-11-20.csv"');
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe('Email,Subscribed,Status,Confirmed,Unsubscribed,Source');
    const at = '20 November 2026 at 11:01 am';
    expect(lines[1]).toBe(`${email},${at},Confirmed,${at},,"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const none = await server.api('GET', '/studio/newsletter/export', { token: staff, query: { search: tag, status: 'pending' } });
    expect(none.body).toBe('Email,Subscribed,Status,Confirmed,Unsubscribed,Source\r\n');
  });

  it('lets staff unsubscribe an address (audit log); it stays off until its owner confirms again', async () => {
    const email = uniqueEmail('bystaff');
    await confirmed(email);
    const answer = await server.api('POST', '/studio/newsletter/unsubscribe', {
      token: staff,
      body: { email: ` ${email.toUpperCase()} ` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Unsubscribed',
      subscriber: { email, status: 'unsubscribed', unsubscribedAt: server.now.toISOString() },
    });
    const again = await server.api('POST', '/studio/newsletter/unsubscribe', { token: staff, body: { email } });
    expect(again.body.message).toBe('This address was already unsubscribed');
    const audit = await server.db.query<{ action: string; before: unknown; after: unknown }>(
      'select action, before, after from studio_audit where subject = $1',
      [email],
    );
    expect(audit).toEqual([{ action: 'newsletter.unsubscribe', before: { status: 'confirmed' }, after: { status: 'unsubscribed' } }]);
    expect(
      await server.api('POST', '/studio/newsletter/unsubscribe', { token: staff, body: { email: 'nobody@example.ng' } }),
    ).toMatchObject({
      status: 404,
      body: { message: 'No subscriber has this email address' },
    });
    expect((await server.api('POST', '/studio/newsletter/unsubscribe', { token: staff, body: {} })).status).toBe(400);
  });

  it('keeps the source bounded: longer than 200 characters is refused by the contract', async () => {
    expect((await subscribe(uniqueEmail('long'), `/${'a'.repeat(200)}`)).status).toBe(400);
    const email = uniqueEmail('short');
    expect((await subscribe(email, `/${'a'.repeat(199)}`)).status).toBe(200);
  });

  it('refuses a customer’s token (403) and no token (401) on every subscriber call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/studio/newsletter'],
      ['GET', '/studio/newsletter/export'],
      ['POST', '/studio/newsletter/unsubscribe', { email: 'ada@example.ng' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.api(method, path, { token: customer, ...(body ? { body } : {}) })).status).toBe(403);
      expect((await server.api(method, path, body ? { body } : {})).status).toBe(401);
    }
  });
});
