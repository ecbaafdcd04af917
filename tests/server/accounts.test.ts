import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  lastMailTo,
  mailCount,
  signedInCustomer,
  tokenFromMail,
  uniqueAddress,
  uniqueEmail,
} from './support/accounts-helpers.ts';
import { REGISTER_THROTTLE } from '../../server/accounts/mail-throttles.ts';
import { digestToken } from '../../server/accounts/secret-tokens.ts';
import { placeOrder, setStock } from './support/purchase-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function register(email: string, password = GOOD_PASSWORD, name = 'Adaeze Okafor') {
  return server.api('POST', '/user/register', { body: { name, email, password, confirmPassword: password } });
}

describe('register', () => {
  it('creates the account, mails a verification link and answers 201 with a session token that opens once the email is verified', async () => {
    const email = uniqueEmail('new');
    const response = await register(email);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Registration successful',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Before the link is used the token opens nothing, exactly as a token of no session.
    const before = await server.api('GET', '/user/me', { token: response.body.token as string });
    expect(before).toMatchObject({ status: 401, body: { success: false, message: 'Authentication expired. Please log in again.' } });
    expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } })).status).toBe(403);
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(/http:\/\/shop\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
    expect(server.logs.some((line) => line.includes(email) && line.includes('http://shop.test/verify-email/'))).toBe(true);

    expect((await server.api('GET', `/user/verify-email/${await tokenFromMail(server, email, 'verify-email')}`)).status).toBe(200);
    const after = await server.api('GET', '/user/me', { token: response.body.token as string });
    expect(after.status).toBe(200);
    expect(after.body.user.email).toBe(email);
  });

  it('answers a taken email, whatever its case, exactly as a new one, and tells the owner by mail', async () => {
    const email = uniqueEmail('twice');
    await register(email);
    const fresh = await register(uniqueEmail('fresh'));
    const response = await register(email.toUpperCase(), 'Other2026x');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Registration successful',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(Object.keys(response.body)).toEqual(Object.keys(fresh.body));
    // Its token opens nothing, as the new account's does before verification.
    expect(await server.api('GET', '/user/me', { token: response.body.token as string })).toMatchObject({ status: 401 });
    const mail = await lastMailTo(server, email);
    expect(mail?.subject).toBe('You already have an account');
    expect(mail?.text).toContain('http://shop.test/forgot-password');
    // The account and its password are untouched.
    const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from users where email = $1', [email]);
    expect(row?.count).toBe(1);
    expect(await mailCount(server, email)).toBe(2);
  });

  it('names the missing field', async () => {
    const response = await server.api('POST', '/user/register', { body: { name: 'No Email', password: GOOD_PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'email is required' });
  });

  it.each<[Record<string, string>, string]>([
    [{ email: '' }, 'Email is required'],
    [{ email: '   ', name: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Email is invalid'],
    [{ email: 'Foo<victim@evil.example>' }, 'Email is invalid'],
    [{ email: 'bad', password: '' }, 'Email is invalid'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ name: '', password: '123' }, 'Full name is required'],
    [{ name: '   ' }, 'Full name is required'],
    [{ password: 'Abc1234', confirmPassword: 'Abc1234' }, 'Password must be at least 8 characters long'],
    [
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'Passwords do not match'],
    [{ password: 'Password1', confirmPassword: 'Password1' }, 'Password is too common. Please choose one that is harder to guess'],
    [{ name: 'Ada\nLovelace' }, 'Full name must be on one line'],
    [{ name: 'Claim your prize at https://evil.example' }, 'Full name cannot contain a web address'],
  ])('answers the sign-up messages in order (case %#)', async (overrides, message) => {
    const body = {
      name: 'Ada Lovelace',
      email: uniqueEmail('rules'),
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      ...overrides,
    };
    const response = await server.api('POST', '/user/register', { body, remoteAddress: uniqueAddress() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('accepts a password of 8 characters with the mix, the rule of reset and change too', async () => {
    const response = await server.api('POST', '/user/register', {
      body: { name: 'Eight Chars', email: uniqueEmail('eight'), password: 'Abcdef12', confirmPassword: 'Abcdef12' },
      remoteAddress: uniqueAddress(),
    });
    expect(response.status).toBe(201);
  });

  it("answers the spec's message when the confirmation differs", async () => {
    const response = await server.api('POST', '/user/register', {
      body: { name: 'Mismatch', email: uniqueEmail(), password: 'Secret12', confirmPassword: 'Secret13' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Passwords do not match' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await server.api('POST', '/user/register', { body: '{"name": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });
});

describe('login and email verification', () => {
  it('answers 403 with needEmailVerification until the email is verified', async () => {
    const email = uniqueEmail('unverified');
    await register(email);
    const response = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Please verify your email before logging in', needEmailVerification: true });
  });

  it('verifies once with the mailed token, then logs in with the full user', async () => {
    const email = uniqueEmail('verify');
    await register(email, GOOD_PASSWORD, 'Kunle Adeyemi');
    const token = await tokenFromMail(server, email, 'verify-email');
    const verified = await server.api('GET', `/user/verify-email/${token}`);
    expect(verified.body).toEqual({ success: true, message: 'Email verified successfully!' });
    const again = await server.api('GET', `/user/verify-email/${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Invalid or expired verification link' });

    const login = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Login successful');
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.user).toMatchObject({
      name: 'Kunle Adeyemi',
      email,
      preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
      wishlist: [],
      addresses: [],
      // A new account: nothing ordered, viewed or liked yet (counted, not fixed; see the counters below).
      orderCount: 0,
      totalViews: 0,
      likedPhotos: 0,
      likedImages: [],
    });
  });

  it('does not accept a verification link after 24 hours', async () => {
    const email = uniqueEmail('late');
    await register(email);
    const token = await tokenFromMail(server, email, 'verify-email');
    server.advanceMinutes(24 * 60 + 1);
    const response = await server.api('GET', `/user/verify-email/${token}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid or expired verification link');
  });

  it('resends a fresh link that replaces the old one, and answers the same for unknown emails', async () => {
    const email = uniqueEmail('resend');
    await register(email);
    const first = await tokenFromMail(server, email, 'verify-email');
    const resent = await server.api('POST', '/user/resend-verification', { body: { email } });
    const unknown = await server.api('POST', '/user/resend-verification', { body: { email: uniqueEmail('nobody') } });
    expect(resent.body).toEqual(unknown.body);
    expect(resent.body).toEqual({
      success: true,
      message: 'If this account still needs verifying, a new verification email has been sent.',
    });
    expect(await mailCount(server, email)).toBe(2);
    const second = await tokenFromMail(server, email, 'verify-email');
    expect((await server.api('GET', `/user/verify-email/${first}`)).status).toBe(400);
    expect((await server.api('GET', `/user/verify-email/${second}`)).status).toBe(200);
  });

  it.each<[Record<string, string>, string]>([
    [{ email: '', password: '' }, 'Email is required'],
    [{ email: '  ' }, 'Email is required'],
    [{ email: 'bad', password: '' }, 'Email is invalid'],
    [{ email: 'ada@example.ng', password: '' }, 'Password is required'],
  ])("answers the spec's login message (case %#)", async (overrides, message) => {
    const response = await server.api('POST', '/user/login', { body: { email: 'ada@example.ng', password: 'Wrong1234', ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('answers a wrong password with 400, never 401', async () => {
    const { email } = await signedInCustomer(server);
    const response = await server.api('POST', '/user/login', { body: { email, password: 'Wrong1234' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Invalid email or password' });
    const unknown = await server.api('POST', '/user/login', { body: { email: uniqueEmail('ghost'), password: 'Wrong1234' } });
    expect(unknown.body).toEqual(response.body);
  });

  it('throttles one client address on one email after 10 failures in 15 minutes, with Retry-After, then lets it in again', async () => {
    const { email } = await signedInCustomer(server);
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await server.api('POST', '/user/login', { body: { email, password: 'Wrong1234' }, remoteAddress: address })).status).toBe(
        400,
      );
    }
    const throttled = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: address });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many login attempts. Please try again later.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    server.advanceMinutes(16);
    expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: address })).status).toBe(
      200,
    );
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the email exists, and mails each address once: a link, or word that it has no account', async () => {
    const email = uniqueEmail('forgot');
    await register(email);
    const known = await server.api('POST', '/user/forgot-password', { body: { email } });
    const unknownEmail = uniqueEmail('unknown');
    const unknown = await server.api('POST', '/user/forgot-password', { body: { email: unknownEmail } });
    expect(known.body).toEqual({ success: true, message: 'Password reset link sent to your email' });
    expect(unknown.body).toEqual(known.body);
    expect((await lastMailTo(server, email))?.subject).toBe('Reset your password');
    expect(await mailCount(server, unknownEmail)).toBe(1);
    const mail = await lastMailTo(server, unknownEmail);
    expect(mail?.subject).toBe('No account with this email address');
    expect(mail?.text).not.toMatch(/reset-password\//);
  });

  it("checks the token (answering the user's name), resets once, and ends every session", async () => {
    const { email, token: session } = await signedInCustomer(server, 'Ngozi Eze');
    await server.api('POST', '/user/forgot-password', { body: { email } });
    const resetToken = await tokenFromMail(server, email, 'reset-password');
    const check = await server.api('GET', `/user/verify-reset-token/${resetToken}`);
    expect(check.body).toEqual({ success: true, user: { name: 'Ngozi Eze' } });

    const reset = await server.api('POST', '/user/reset-password', {
      body: { token: resetToken, newPassword: 'Brand9New', confirmPassword: 'Brand9New' },
    });
    expect(reset.body).toEqual({ success: true, message: 'Password reset successfully! You can now login with your new password.' });
    expect((await server.api('GET', '/user/me', { token: session })).status).toBe(401);
    const reuse = await server.api('POST', '/user/reset-password', {
      body: { token: resetToken, newPassword: 'Other9New', confirmPassword: 'Other9New' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ success: false, message: 'Invalid or expired reset link' });
    expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } })).status).toBe(400);
    expect((await server.api('POST', '/user/login', { body: { email, password: 'Brand9New' } })).status).toBe(200);
  });

  it.each<[Record<string, string>, string]>([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'bad' }, 'Please enter a valid email address'],
    [{ email: 'Foo<victim@evil.example>' }, 'Please enter a valid email address'],
  ])("answers the spec's forgot-password messages on forgot and resend (case %#)", async (body, message) => {
    for (const path of ['/user/forgot-password', '/user/resend-verification']) {
      const response = await server.api('POST', path, { body, remoteAddress: uniqueAddress() });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ success: false, message });
    }
  });

  it.each<[Record<string, string>, string]>([
    [{ newPassword: '', confirmPassword: '' }, 'New password is required'],
    [{ newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 8 characters long'],
    [{ newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'Passwords do not match'],
    [
      { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])("answers the spec's reset messages in order (case %#)", async (overrides, message) => {
    const response = await server.api('POST', '/user/reset-password', { body: { token: 'whatever', ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('refuses a password without upper case, lower case and a digit', async () => {
    const email = uniqueEmail('weak');
    await register(email);
    await server.api('POST', '/user/forgot-password', { body: { email } });
    const token = await tokenFromMail(server, email, 'reset-password');
    const response = await server.api('POST', '/user/reset-password', {
      body: { token, newPassword: 'alllowercase', confirmPassword: 'alllowercase' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password must contain at least one uppercase letter, one lowercase letter, and one number');
    const mismatch = await server.api('POST', '/user/reset-password', {
      body: { token, newPassword: 'Brand9New', confirmPassword: 'Brand9Nex' },
    });
    expect(mismatch.body.message).toBe('Passwords do not match');
  });

  it('expires reset links after one hour', async () => {
    const email = uniqueEmail('expired');
    await register(email);
    await server.api('POST', '/user/forgot-password', { body: { email } });
    const token = await tokenFromMail(server, email, 'reset-password');
    server.advanceMinutes(59);
    expect((await server.api('GET', `/user/verify-reset-token/${token}`)).status).toBe(200);
    server.advanceMinutes(2);
    const late = await server.api('GET', `/user/verify-reset-token/${token}`);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ success: false, message: 'Invalid or expired reset link' });
  });
});

describe('sessions', () => {
  it('asks for a token on customer calls, and refuses unknown tokens', async () => {
    const missing = await server.api('GET', '/user/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'Authentication required. Please log in again.' });
    const unknown = await server.api('GET', '/user/me', { token: 'not-a-session' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: 'Authentication expired. Please log in again.' });
  });

  it('answers a forged or ended token with 401 before it looks at the request: no hint of what a valid one holds', async () => {
    const forged = { token: 'forged-token' };
    const noBody = await server.api('POST', '/user/cart/add', forged);
    const emptyBody = await server.api('POST', '/user/address', { ...forged, body: {} });
    const badQuery = await server.api('GET', '/order/my-orders', { ...forged, query: { page: 'x' } });
    const notMultipart = await server.api('POST', '/user/profile-image', { ...forged, body: {} });
    for (const answer of [noBody, emptyBody, badQuery, notMultipart]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Authentication expired. Please log in again.' });
    }
  });

  it("revokes the token on logout, leaving the same user's other sessions alone", async () => {
    const { email, token } = await signedInCustomer(server);
    const other = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } });
    const response = await server.api('POST', '/user/logout', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out successfully' });

    const after = await server.api('GET', '/user/me', { token });
    expect(after.status).toBe(401);
    expect((await server.api('GET', '/user/me', { token: other.body.token as string })).status).toBe(200);
    expect((await server.api('POST', '/user/logout', { token })).status).toBe(401);
  });

  it('stores only the digest of session tokens', async () => {
    const { token } = await signedInCustomer(server);
    const rows = await server.db.query<{ token_hash: string }>('select token_hash from sessions where token_hash = $1', [token]);
    expect(rows).toEqual([]);
  });

  it('stores passwords as scrypt hashes at the cost it was given', async () => {
    const { email } = await signedInCustomer(server);
    const [row] = await server.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [email]);
    expect(row?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });
});

describe('throttles on the public calls that send mail', () => {
  const signUp = (email: string, remoteAddress: string, confirmPassword = GOOD_PASSWORD) =>
    server.api('POST', '/user/register', {
      body: { name: 'Adaeze Okafor', email, password: GOOD_PASSWORD, confirmPassword },
      remoteAddress,
    });

  it('lets one client address start 50 sign-ups in 15 minutes, taken emails included, then answers 429', async () => {
    expect(REGISTER_THROTTLE.perIp).toBe(50);
    const address = uniqueAddress();
    const taken = uniqueEmail('taken');
    expect((await signUp(taken, uniqueAddress())).status).toBe(201);
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await signUp(attempt === 49 ? taken : uniqueEmail('burst'), address);
      expect(response.status, `attempt ${attempt + 1}`).toBe(201);
    }
    const email = uniqueEmail('fifty-first');
    const throttled = await signUp(email, address);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many sign-up attempts. Please try again later.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(await mailCount(server, email)).toBe(0);

    expect((await signUp(uniqueEmail('neighbour'), uniqueAddress())).status).toBe(201);
    server.advanceMinutes(16);
    expect((await signUp(email, address)).status).toBe(201);
  });

  it("does not count sign-ups the form's checks refuse: a few mistakes lock nobody out", async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 60; attempt++) {
      expect((await signUp(uniqueEmail('typo'), address, 'Other2026')).status).toBe(400);
    }
    expect((await signUp(uniqueEmail('after-typos'), address)).status).toBe(201);
  });

  it('sends at most 5 verification mails to one address in 15 minutes, from whichever client', async () => {
    const email = uniqueEmail('resend');
    await signUp(email, uniqueAddress());
    const resend = () =>
      server.api('POST', '/user/resend-verification', { body: { email: email.toUpperCase() }, remoteAddress: uniqueAddress() });
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend()).status).toBe(200);
    const throttled = await resend();
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many verification emails requested. Please try again later.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect(await mailCount(server, email)).toBe(6);

    server.advanceMinutes(16);
    expect((await resend()).status).toBe(200);
    expect(await mailCount(server, email)).toBe(7);
  });

  it('sends at most 5 reset mails to one address in 15 minutes, and 50 requests per client address', async () => {
    const email = uniqueEmail('reset');
    await signUp(email, uniqueAddress());
    const forgot = (address: string, to = email) =>
      server.api('POST', '/user/forgot-password', { body: { email: to }, remoteAddress: address });
    for (let attempt = 0; attempt < 5; attempt++) expect((await forgot(uniqueAddress())).status).toBe(200);
    const throttled = await forgot(uniqueAddress());
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many password reset requests. Please try again later.' });
    expect(await mailCount(server, email)).toBe(1 + 5);

    const address = uniqueAddress();
    for (let attempt = 0; attempt < 50; attempt++) expect((await forgot(address, uniqueEmail('cycle'))).status).toBe(200);
    expect((await forgot(address, uniqueEmail('cycle'))).status).toBe(429);
  });
});

describe('throttles hold against requests sent at once', () => {
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

  it('lets exactly 10 of 15 simultaneous wrong passwords from one address for one email be tried; the rest are 429 with Retry-After', async () => {
    const { email } = await signedInCustomer(server);
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        server.api('POST', '/user/login', { body: { email, password: 'Wrong1234' }, remoteAddress: address }),
      ),
    );
    expect(statuses(responses)).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
    for (const response of responses.filter((r) => r.status === 429)) expect(response.headers.get('retry-after')).toBe('900');
    expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: address })).status).toBe(
      429,
    );
    // The owner, elsewhere, still gets in.
    expect(
      (await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: uniqueAddress() })).status,
    ).toBe(200);
  });

  // 25 is past the 10 failures a pair may have and within the 30 sessions an account may open.
  it('forgives a successful login its own count, so right passwords never use up their (email, address) budget', async () => {
    const address = uniqueAddress();
    const { email } = await signedInCustomer(server);
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: address })).status).toBe(
        200,
      );
    }
  });

  it('lets exactly 50 of 52 simultaneous sign-ups from one address through', async () => {
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 52 }, () =>
        server.api('POST', '/user/register', {
          body: { name: 'Burst', email: uniqueEmail('rush'), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
          remoteAddress: address,
        }),
      ),
    );
    expect(statuses(responses)).toEqual([...Array(50).fill(201), 429, 429]);
  });

  it('sends at most 5 of 10 simultaneous reset requests, and only one of the mailed links works', async () => {
    const email = uniqueEmail('rush');
    await register(email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => server.api('POST', '/user/forgot-password', { body: { email }, remoteAddress: uniqueAddress() })),
    );
    expect(statuses(responses)).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    const mails = await server.db.query<{ text_body: string }>('select text_body from mail_outbox where to_address = $1 and subject = $2', [
      email,
      'Reset your password',
    ]);
    expect(mails).toHaveLength(5);
    const tokens = mails.map((mail) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '');
    const checks = await Promise.all(tokens.map((token) => server.api('GET', `/user/verify-reset-token/${token}`)));
    expect(statuses(checks)).toEqual([200, 400, 400, 400, 400]);
  });

  it('sends at most 5 of 10 simultaneous verification resends', async () => {
    const email = uniqueEmail('rush');
    await register(email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.api('POST', '/user/resend-verification', { body: { email }, remoteAddress: uniqueAddress() }),
      ),
    );
    expect(statuses(responses)).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    expect(await mailCount(server, email)).toBe(1 + 5);
  });

  it("ends the user's other unused reset links when one is used", async () => {
    const { email } = await signedInCustomer(server);
    await server.api('POST', '/user/forgot-password', { body: { email }, remoteAddress: uniqueAddress() });
    const mailed = await tokenFromMail(server, email, 'reset-password');
    // A second live link, as a race before this fix could leave behind.
    const [user] = await server.db.query<{ id: string }>('select id from users where email = $1', [email]);
    const other = 'a-second-reset-token-left-over-from-a-race-000';
    await server.db.query(
      `insert into account_tokens (token_hash, user_id, purpose, expires_at, created_at) values ($1, $2, 'reset-password', $3, $4)`,
      [digestToken(other), user?.id, new Date(server.now.getTime() + 30 * 60_000), server.now],
    );
    expect((await server.api('GET', `/user/verify-reset-token/${other}`)).status).toBe(200);
    const reset = await server.api('POST', '/user/reset-password', {
      body: { token: mailed, newPassword: 'Brand9New', confirmPassword: 'Brand9New' },
    });
    expect(reset.status).toBe(200);
    expect((await server.api('GET', `/user/verify-reset-token/${other}`)).status).toBe(400);
  });
});

describe("GET /user/me's summary counters", () => {
  it("count the customer's own orders (cancelled ones too) and gallery likes, list the images liked, and nobody else's", async () => {
    const ada = await signedInCustomer(server, 'Ada Counter');
    const bola = await signedInCustomer(server, 'Bola Counter');
    await setStock(server, 'lens-mug', 20);
    const first = await placeOrder(server, ada.token, [{ productId: 'lens-mug', quantity: 1 }]);
    await placeOrder(server, ada.token, [{ productId: 'lens-mug', quantity: 2 }]);
    await placeOrder(server, bola.token, [{ productId: 'lens-mug', quantity: 1 }]);
    await server.api('POST', `/order/${first._id}/cancel`, { token: ada.token, body: { reason: 'Changed my mind' } });
    for (const image of ['danfo-rush-hour', 'eyo-festival', 'okada-rain'])
      await server.api('POST', `/gallery/images/${image}/like`, { token: ada.token });
    // A second press takes the like back.
    await server.api('POST', '/gallery/images/okada-rain/like', { token: ada.token });
    await server.api('POST', '/gallery/images/danfo-rush-hour/like', { token: bola.token });

    const me = (await server.api('GET', '/user/me', { token: ada.token })).body.user;
    expect({ orderCount: me.orderCount, likedPhotos: me.likedPhotos, likedImages: me.likedImages }).toEqual({
      orderCount: 2,
      likedPhotos: 2,
      likedImages: ['danfo-rush-hour', 'eyo-festival'],
    });
    const other = (await server.api('GET', '/user/me', { token: bola.token })).body.user;
    expect({ orderCount: other.orderCount, likedPhotos: other.likedPhotos, likedImages: other.likedImages }).toEqual({
      orderCount: 1,
      likedPhotos: 1,
      likedImages: ['danfo-rush-hour'],
    });
  });
});
