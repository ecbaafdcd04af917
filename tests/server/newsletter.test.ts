import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, mailCount, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const subscribe = (body: unknown) => server.api('POST', '/newsletter/subscribe', { body });

async function confirmationToken(email: string): Promise<string> {
  const mail = await lastMailTo(server, email);
  const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

async function storedSubscribers(like: string): Promise<string[]> {
  const rows = await server.db.query<{ email: string }>('select email from newsletter_subscribers where email like $1 order by email', [
    like,
  ]);
  return rows.map((row) => row.email);
}

const CHECK_INBOX = { success: true, message: 'Almost there! Open the link we emailed you to confirm your subscription.' };

async function subscriber(email: string): Promise<{ email: string; confirmed: boolean } | null> {
  const [row] = await server.db.query<{ email: string; confirmed_at: Date | null }>(
    'select email, confirmed_at from newsletter_subscribers where email = $1',
    [email],
  );
  return row ? { email: row.email, confirmed: row.confirmed_at !== null } : null;
}

const confirm = (token: string) => server.api('POST', '/newsletter/confirm', { body: { token } });

describe('subscribe to the newsletter (double opt-in)', () => {
  it('mails a new address, trimmed and in lower case, a confirmation link, and lists it only once confirmed', async () => {
    const email = uniqueEmail('fresh');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(CHECK_INBOX);
    expect(await subscriber(email)).toEqual({ email, confirmed: false });
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe('Confirm your newsletter subscription');
    const token = /http:\/\/shop\.test\/newsletter\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    expect(await confirm(token)).toMatchObject({
      status: 200,
      body: { success: true, message: "Your subscription is confirmed. Thanks for joining the studio's newsletter!" },
    });
    expect(await subscriber(email)).toEqual({ email, confirmed: true });
    // The link works once.
    expect(await confirm(token)).toMatchObject({ status: 400, body: { success: false, message: 'Invalid or expired confirmation link' } });
  });

  it('answers the same for an address already confirmed, and tells its owner by mail instead', async () => {
    const email = uniqueEmail('again');
    await subscribe({ email });
    await confirm(await confirmationToken(email));
    for (const repeat of [email.toUpperCase(), ` ${email} `]) {
      const response = await subscribe({ email: repeat });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(CHECK_INBOX);
      expect((await lastMailTo(server, email))?.subject).toBe('You are already subscribed');
    }
    expect(await subscriber(email)).toEqual({ email, confirmed: true });
    expect(await mailCount(server, email)).toBe(3);
  });

  it('gives a waiting address a new link on a second subscribe; the older link stops working', async () => {
    const email = uniqueEmail('waiting');
    await subscribe({ email });
    const first = await confirmationToken(email);
    await subscribe({ email });
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('refuses a link older than 7 days, an unknown token and an empty one', async () => {
    const email = uniqueEmail('late');
    await subscribe({ email });
    const token = await confirmationToken(email);
    server.advanceMinutes(7 * 24 * 60 + 1);
    expect(await confirm(token)).toMatchObject({ status: 400, body: { message: 'Invalid or expired confirmation link' } });
    expect(await subscriber(email)).toEqual({ email, confirmed: false });
    expect(await confirm('A'.repeat(43))).toMatchObject({ status: 400, body: { message: 'Invalid or expired confirmation link' } });
    expect((await confirm('')).status).toBe(400);
  });

  it('mails one address at most 5 times in 15 minutes, whoever asks', async () => {
    server.advanceMinutes(16);
    const email = uniqueEmail('flooded');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await server.api('POST', '/newsletter/subscribe', { body: { email }, remoteAddress: uniqueAddress() })).status).toBe(200);
    }
    const refused = await server.api('POST', '/newsletter/subscribe', { body: { email }, remoteAddress: uniqueAddress() });
    expect(refused.status).toBe(429);
    expect(await mailCount(server, email)).toBe(5);
  });

  it.each([
    ['ada@example', 'Please enter a valid email address'],
    ['ada @example.ng', 'Please enter a valid email address'],
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
  ])('refuses %j with 400 and the form’s message, storing nothing', async (email, message) => {
    const before = await storedSubscribers('%');
    const response = await subscribe({ email });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await storedSubscribers('%')).toEqual(before);
  });

  it('refuses a request without an email with 400', async () => {
    const response = await subscribe({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'email is required' });
  });

  it('throttles a client address after 50 attempts in 15 minutes, with Retry-After, then lets it in again', async () => {
    // Earlier tests came from the same address; their attempts drop out of the window.
    server.advanceMinutes(16);
    for (let attempt = 0; attempt < 50; attempt++) {
      const email = attempt % 2 === 0 ? uniqueEmail('burst') : `not-an-email-${attempt}`;
      expect((await subscribe({ email })).status, `attempt ${attempt + 1}`).toBe(attempt % 2 === 0 ? 200 : 400);
    }
    const email = uniqueEmail('throttled');
    const throttled = await subscribe({ email });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many subscribe attempts. Please try again in a few minutes.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(await subscriber(email)).toBeNull();

    // Only that address is held back.
    expect(
      await server.api('POST', '/newsletter/subscribe', { body: { email: uniqueEmail('neighbour') }, remoteAddress: '203.0.113.7' }),
    ).toMatchObject({ status: 200, body: CHECK_INBOX });

    server.advanceMinutes(16);
    expect(await subscribe({ email })).toMatchObject({ status: 200, body: CHECK_INBOX });
  });
});
