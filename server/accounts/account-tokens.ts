import { lockKeys } from '../db/advisory-lock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';
import { digestToken, newSecretToken } from './secret-tokens.ts';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** Verification links last a day; reset links an hour (the issue's rule). */
export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60,
  'reset-password': 60,
};

/**
 * Issues a new mailed token; earlier unused ones of the same purpose stop working. The delete
 * and the insert run under a lock per user and purpose: requests sent at once otherwise each
 * deleted before any inserted, and every link they mailed stayed valid.
 */
export async function issueAccountToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  lifetimeMinutes = TOKEN_LIFETIME_MINUTES[purpose],
): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await lockKeys(tx, [`account-token:${purpose}:${userId}`]);
    await tx.query('delete from account_tokens where user_id = $1 and purpose = $2 and used_at is null', [userId, purpose]);
    await tx.query('insert into account_tokens (token_hash, user_id, purpose, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
      digestToken(token),
      userId,
      purpose,
      addMinutes(now, lifetimeMinutes),
      now,
    ]);
  });
  return token;
}

/** The user a token belongs to while it is unused and unexpired, without using it up. */
export async function peekAccountToken(db: Queryable, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from account_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3',
    [digestToken(token), purpose, now],
  );
  return row?.user_id ?? null;
}

/**
 * Uses the token up, atomically: of two concurrent uses only one gets the user back. The user's
 * other unused tokens of the same purpose go with it, so an older link still sitting in the
 * inbox cannot be used after this one.
 */
export async function consumeAccountToken(db: Queryable, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `update account_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning user_id`,
    [digestToken(token), purpose, now],
  );
  if (!row) return null;
  await db.query('delete from account_tokens where user_id = $1 and purpose = $2 and used_at is null', [row.user_id, purpose]);
  return row.user_id;
}
