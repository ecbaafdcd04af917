import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { throttleAttempt, type ThrottleRule } from '../../server/http/attempt-throttle.ts';
import { addMinutes } from '../../server/platform/clock.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

const RULE: ThrottleRule = { action: 'memo-test', windowMinutes: 15, perIp: 3, message: 'Slow down.' };
const START = new Date('2026-11-20T10:00:00.000Z');

let opened: TestDatabase;
let queries = 0;
/** The test database, counting every statement and transaction that reaches it. */
let db: Database;
beforeAll(async () => {
  opened = await openTestDatabase();
  const real = opened.db;
  db = {
    ...real,
    kind: real.kind,
    query: (...args: Parameters<Database['query']>) => ((queries += 1), real.query(...args)),
    transaction: (work) => ((queries += 1), real.transaction(work)),
  } as Database;
});
afterAll(async () => opened.dispose());

const attempt = async (ip: string, at: Date) =>
  throttleAttempt(db, RULE, { ip }, at).then(
    () => 'allowed',
    (error: { status?: number }) => error.status,
  );

describe('a throttled address', () => {
  it('is refused from memory once the database has refused it, without a query, until its oldest attempt leaves the window', async () => {
    const ip = '198.51.100.7';
    for (const minute of [0, 5, 6]) expect(await attempt(ip, addMinutes(START, minute))).toBe('allowed');
    expect(await attempt(ip, addMinutes(START, 7))).toBe(429);
    queries = 0;
    for (let n = 0; n < 50; n += 1) expect(await attempt(ip, addMinutes(START, 8))).toBe(429);
    expect(queries).toBe(0);
    // The first attempt (minute 0) leaves the window at minute 15: one attempt free again.
    expect(await attempt(ip, addMinutes(START, 14.9))).toBe(429);
    expect(await attempt(ip, addMinutes(START, 15.1))).toBe('allowed');
    expect(await attempt(ip, addMinutes(START, 15.2))).toBe(429);
  });

  it('does not hold another address, or the same address under another action, to the refusal', async () => {
    const ip = '198.51.100.8';
    for (let n = 0; n < 3; n += 1) await attempt(ip, START);
    expect(await attempt(ip, START)).toBe(429);
    expect(await attempt('198.51.100.9', START)).toBe('allowed');
    await expect(throttleAttempt(db, { ...RULE, action: 'other-memo-test' }, { ip }, START)).resolves.toBeUndefined();
  });
});
