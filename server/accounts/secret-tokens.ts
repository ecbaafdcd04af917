import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens and the tokens in mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so the table alone cannot be replayed. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
