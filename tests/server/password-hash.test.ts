import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, PASSWORD_COST, verifyPassword } from '../../server/accounts/password-hash.ts';
import { TEST_PASSWORD_COST } from './support/test-server.ts';

describe('password hashes', () => {
  it('hashes with scrypt N = 32768, r = 8, p = 1 unless told otherwise, with a fresh salt each time', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    const first = await hashPassword('Correct horse 1');
    const second = await hashPassword('Correct horse 1');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Correct horse 1', first)).toBe(true);
    expect(await verifyPassword('Correct horse 2', first)).toBe(false);
  });

  it('checks a password against the cost its hash names, whatever the cost of new hashes', async () => {
    const cheap = await hashPassword('Correct horse 1', TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Correct horse 1', cheap)).toBe(true);
    expect(await verifyPassword('correct horse 1', cheap)).toBe(false);
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('Correct horse 1', '')).toBe(false);
    expect(await verifyPassword('Correct horse 1', 'bcrypt$10$abc$def')).toBe(false);
    expect(await verifyPassword('Correct horse 1', 'scrypt$1024$8$1$$')).toBe(false);
  });

  it('makes the unknown-email stand-in at the same cost as new hashes, once per cost', async () => {
    const dummy = dummyPasswordHash(TEST_PASSWORD_COST);
    expect(dummyPasswordHash(TEST_PASSWORD_COST)).toBe(dummy);
    expect(await dummy).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
