import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/accounts/password-hash.ts';
import type * as PasswordHash from '../../server/accounts/password-hash.ts';
import { loginDelayMs } from '../../server/accounts/login-throttle.ts';
import { parseTrustedProxies } from '../../server/http/trusted-proxies.ts';
import { GOOD_PASSWORD, lastMailTo, signedInCustomer, tokenFromMail, uniqueAddress, uniqueEmail } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Every hash the server computes goes through this spy, so a test can tell when a request cost
// scrypt work (tens of milliseconds of CPU) and when it did not.
vi.mock('../../server/accounts/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let server: TestServer;
let proxied: TestServer;
// Two servers (one behind a trusted proxy), started side by side: each migrates and seeds its own database.
beforeAll(async () => {
  [server, proxied] = await Promise.all([startTestServer(), startTestServer({ trustedProxies: parseTrustedProxies('1') })]);
}, 180_000);
afterAll(async () => {
  await server.close();
  await proxied.close();
});
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

const reset = (token: string, remoteAddress: string, newPassword = 'Brand9New') =>
  server.api('POST', '/user/reset-password', { body: { token, newPassword, confirmPassword: newPassword }, remoteAddress });

describe('no password is hashed before the request has earned it', () => {
  it('answers a made-up reset token without hashing the new password', async () => {
    const response = await reset('made-up-token-made-up-token-made-up-token-0', uniqueAddress());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Invalid or expired reset link' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('hashes once for a valid reset token', async () => {
    const { email } = await signedInCustomer(server);
    await server.api('POST', '/user/forgot-password', { body: { email }, remoteAddress: uniqueAddress() });
    const token = await tokenFromMail(server, email, 'reset-password');
    vi.mocked(hashPassword).mockClear();
    expect((await reset(token, uniqueAddress())).status).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it('throttles reset attempts per client address: 20 in 15 minutes, then 429 without hashing', async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 20; attempt++) expect((await reset(`bogus-${attempt}`, address)).status).toBe(400);
    const throttled = await reset('bogus-21', address);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many password reset attempts. Please try again later.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect((await reset('bogus-elsewhere', uniqueAddress())).status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('refuses a common password at sign-up, reset and change before any hashing', async () => {
    const register = await server.api('POST', '/user/register', {
      body: { name: 'Common Choice', email: uniqueEmail('common'), password: 'Qwerty123', confirmPassword: 'Qwerty123' },
      remoteAddress: uniqueAddress(),
    });
    expect(register).toMatchObject({ status: 400, body: { message: 'Password is too common. Please choose one that is harder to guess' } });
    expect(await reset('any-token', uniqueAddress(), 'Password1')).toMatchObject({
      status: 400,
      body: { message: 'Password is too common. Please choose one that is harder to guess' },
    });
    const { token } = await signedInCustomer(server);
    vi.mocked(hashPassword).mockClear();
    const change = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Welcome123', confirmPassword: 'Welcome123' },
    });
    expect(change).toMatchObject({ status: 400, body: { message: 'Password is too common. Please choose one that is harder to guess' } });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('does not hash a new password when the current one is wrong', async () => {
    const { token } = await signedInCustomer(server);
    vi.mocked(hashPassword).mockClear();
    const change = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: 'Wrong1234', newPassword: 'Another9Pass', confirmPassword: 'Another9Pass' },
      remoteAddress: uniqueAddress(),
    });
    expect(change.status).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

// Each login below is a real scrypt check: tens of milliseconds each, far more on a busy machine.
describe('the login throttle locks out the guesser, not the owner', { timeout: 120_000 }, () => {
  const login = (
    target: TestServer,
    email: string,
    password: string,
    options: { remoteAddress?: string; headers?: Record<string, string> },
  ) => target.api('POST', '/user/login', { body: { email, password }, ...options });

  it('lets the owner in with the right password from another address after a stranger used up their guesses, a little later', async () => {
    const { email } = await signedInCustomer(server);
    const stranger = uniqueAddress();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(server, email, 'Wrong1234', { remoteAddress: stranger })).status).toBe(400);
    expect((await login(server, email, GOOD_PASSWORD, { remoteAddress: stranger })).status).toBe(429);

    server.pauses.length = 0;
    const owner = await login(server, email, GOOD_PASSWORD, { remoteAddress: uniqueAddress() });
    expect(owner.status).toBe(200);
    // Held back for the 10 failures on the account, not refused.
    expect(server.pauses).toEqual([16_000]);
  });

  it('slows an email down progressively as failures come in from anywhere: 1 s after 3, doubling up to 16 s', async () => {
    const { email } = await signedInCustomer(server);
    server.pauses.length = 0;
    for (let attempt = 0; attempt < 9; attempt++) await login(server, email, 'Wrong1234', { remoteAddress: uniqueAddress() });
    expect(server.pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000]);
    expect([0, 1, 2, 3, 4, 7, 8, 20].map(loginDelayMs)).toEqual([0, 0, 0, 1_000, 2_000, 16_000, 16_000, 16_000]);
    // The failures drop out of the window: no more waiting.
    server.advanceMinutes(16);
    server.pauses.length = 0;
    expect((await login(server, email, GOOD_PASSWORD, { remoteAddress: uniqueAddress() })).status).toBe(200);
    expect(server.pauses).toEqual([]);
  });

  it('gives one address 100 failures over all emails before refusing it, and only it', async () => {
    server.advanceMinutes(16);
    const office = uniqueAddress();
    // 99 colleagues' typos, written straight in (a hundred real checks take minutes on a busy machine).
    for (let typo = 0; typo < 99; typo++) {
      await server.db.query('insert into login_failures (email, ip, failed_at) values ($1, $2, $3)', [
        uniqueEmail('typo'),
        office,
        server.now,
      ]);
    }
    expect((await login(server, uniqueEmail('typo'), 'Wrong1234', { remoteAddress: office })).status).toBe(400);
    const { email } = await signedInCustomer(server);
    expect((await login(server, email, GOOD_PASSWORD, { remoteAddress: office })).status).toBe(429);
    expect((await login(server, email, GOOD_PASSWORD, { remoteAddress: uniqueAddress() })).status).toBe(200);
  });
});

describe('TRUST_PROXY: the throttles see each client behind a trusted proxy', { timeout: 120_000 }, () => {
  const PROXY = '10.9.0.1';
  const login = (target: TestServer, email: string, password: string, forwardedFor: string) =>
    target.api('POST', '/user/login', { body: { email, password }, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });

  it('counts failures per forwarded client when one proxy hop is trusted', async () => {
    const { email } = await signedInCustomer(proxied);
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(proxied, email, 'Wrong1234', '203.0.113.5')).status).toBe(400);
    expect((await login(proxied, email, GOOD_PASSWORD, '203.0.113.5')).status).toBe(429);
    // Another visitor behind the same proxy is someone else.
    expect((await login(proxied, email, GOOD_PASSWORD, '203.0.113.6')).status).toBe(200);
    // Only the entry the proxy wrote counts: a client's own claim further left changes nothing.
    expect((await login(proxied, email, GOOD_PASSWORD, '198.51.100.1, 203.0.113.5')).status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged header does not escape the throttle', async () => {
    const { email } = await signedInCustomer(server);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(server, email, 'Wrong1234', `198.51.100.${attempt}`)).status).toBe(400);
    expect((await login(server, email, GOOD_PASSWORD, '198.51.100.99')).status).toBe(429);
  });

  it('applies to the mail throttles too: contact messages count per forwarded client', async () => {
    const message = (forwardedFor: string, n: number) =>
      proxied.api('POST', '/contact/submit', {
        body: { name: 'Tola', email: uniqueEmail('contact'), phone: '08012345678', subject: 'Booking', message: `Hello number ${n}` },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let n = 0; n < 30; n++) expect((await message('203.0.113.20', n)).status).toBe(201);
    expect((await message('203.0.113.20', 31)).status).toBe(429);
    expect((await message('203.0.113.21', 32)).status).toBe(201);
  });
});

describe('what the sign-up mails carry', () => {
  it('never repeats the typed name in the verification mail', async () => {
    const email = uniqueEmail('named');
    await server.api('POST', '/user/register', {
      body: { name: 'Adaeze Okafor', email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    const mail = await lastMailTo(server, email);
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).not.toContain('Adaeze');
  });

  it('refuses a profile name with a line break or a web address', async () => {
    const { token } = await signedInCustomer(server);
    const rename = (name: string) => server.api('PUT', '/user/profile', { token, body: { name } });
    expect(await rename('Ada\r\nVisit our site')).toMatchObject({ status: 400, body: { message: 'Name must be on one line' } });
    expect(await rename('Ada www.evil.example')).toMatchObject({ status: 400, body: { message: 'Name cannot contain a web address' } });
    expect((await rename('Ada O. Lovelace-Okafor')).status).toBe(200);
  });
});
