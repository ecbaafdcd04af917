import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_THROTTLE } from '../../server/accounts/session-throttle.ts';
import { GOOD_PASSWORD, signedInCustomer, uniqueAddress } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const login = (email: string, remoteAddress: string, password = GOOD_PASSWORD) =>
  server.api('POST', '/user/login', { body: { email, password }, remoteAddress });

/** Sessions opened earlier in the window, recorded as the throttle records them (hashing 100 passwords would test nothing more). */
async function earlierSessions(scope: 'email' | 'ip', subject: string, count: number): Promise<void> {
  await server.db.query(
    `insert into request_attempts (action, scope, subject, attempted_at) select 'session', $1, $2, $3 from generate_series(1, $4::int)`,
    [scope, subject, server.now, count],
  );
}

describe('new sessions', () => {
  it('are 30 per account in 15 minutes, from any address; the 31st right password is a 429 until the window passes', async () => {
    expect([SESSION_THROTTLE.perEmail, SESSION_THROTTLE.perIp, SESSION_THROTTLE.windowMinutes]).toEqual([30, 100, 15]);
    // signedInCustomer has opened the account's first session.
    const { email } = await signedInCustomer(server);
    await earlierSessions('email', email, 28);
    expect((await login(email, uniqueAddress())).status).toBe(200);
    const refused = await login(email, uniqueAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many logins. Please try again later.' });
    expect(refused.headers.get('retry-after')).toBe('900');
    // A wrong password is the failed-login throttle's business and opens nothing: still a 400.
    expect((await login(email, uniqueAddress(), 'Wrong2026pass')).status).toBe(400);
    // Another account logs in meanwhile.
    expect((await login((await signedInCustomer(server)).email, uniqueAddress())).status).toBe(200);
    server.advanceMinutes(15);
    expect((await login(email, uniqueAddress())).status).toBe(200);
    // Seven password checks (scrypt) in one test.
  }, 120_000);

  it('are 100 per address in 15 minutes across its accounts', async () => {
    const address = uniqueAddress();
    const [first, second] = await Promise.all([signedInCustomer(server), signedInCustomer(server)]);
    await earlierSessions('ip', address, 99);
    expect((await login(first?.email ?? '', address)).status).toBe(200);
    expect((await login(second?.email ?? '', address)).status).toBe(429);
    // The same account from elsewhere is still fine.
    expect((await login(second?.email ?? '', uniqueAddress())).status).toBe(200);
  }, 120_000);
});
