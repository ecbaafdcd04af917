import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The scrypt parameters of a new hash; a stored hash names its own, so the cost can change. */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// N = 2^15, r = 8: ~32 MB and tens of milliseconds per hash, so guessing is slow.
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of no password at the given cost, compared against when the email is unknown so that
 * both answers take as long as a real account's. Made once per cost.
 */
export function dummyPasswordHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('no account has this password', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}
