import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const subscribe = (body: unknown) => server.api('POST', '/newsletter/subscribe', { body });

async function storedSubscribers(like: string): Promise<string[]> {
  const rows = await server.db.query<{ email: string }>('select email from newsletter_subscribers where email like $1 order by email', [like]);
  return rows.map((row) => row.email);
}

describe('subscribe to the newsletter', () => {
  it('adds a new address, trimmed and in lower case', async () => {
    const email = uniqueEmail('fresh');
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Thanks for subscribing! Watch your inbox for studio news.', alreadySubscribed: false });
    expect(await storedSubscribers(email)).toEqual([email]);
  });

  it('answers an address already on the list with alreadySubscribed, whatever its case and spaces', async () => {
    const email = uniqueEmail('again');
    expect((await subscribe({ email })).body).toMatchObject({ alreadySubscribed: false });
    for (const repeat of [email, email.toUpperCase(), ` ${email} `]) {
      const response = await subscribe({ email: repeat });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: "You're already on our list. Thanks for staying in touch!", alreadySubscribed: true });
    }
    expect(await storedSubscribers(email)).toEqual([email]);
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
      const email = attempt % 2 === 0 ? uniqueEmail('burst') : 'not-an-email';
      expect((await subscribe({ email })).status, `attempt ${attempt + 1}`).toBe(attempt % 2 === 0 ? 200 : 400);
    }
    const email = uniqueEmail('throttled');
    const throttled = await subscribe({ email });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many subscribe attempts. Please try again in a few minutes.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(await storedSubscribers(email)).toEqual([]);

    // Only that address is held back.
    expect(await server.api('POST', '/newsletter/subscribe', { body: { email: uniqueEmail('neighbour') }, remoteAddress: '203.0.113.7' })).toMatchObject({ status: 200, body: { alreadySubscribed: false } });

    server.advanceMinutes(16);
    expect(await subscribe({ email })).toMatchObject({ status: 200, body: { alreadySubscribed: false } });
  });
});
