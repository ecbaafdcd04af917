import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';
import { digestToken, newSecretToken } from './secret-tokens.ts';

const SESSION_DAYS = 30;

/** Starts a session and returns the bearer token; only its digest is kept. */
export async function createSession(db: Queryable, userId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await db.query('insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    digestToken(token),
    userId,
    now,
    addMinutes(now, SESSION_DAYS * 24 * 60),
  ]);
  return token;
}

export interface ActiveSession {
  readonly userId: string;
  readonly tokenHash: string;
}

/**
 * The session of a token, while it lasts and once its account's email is verified. The session
 * sign-up answers opens nothing before that: the same 401 as the token of no session that a
 * sign-up with a taken email answers, so the token tells nobody whether the address was taken.
 */
export async function findActiveSession(db: Queryable, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = digestToken(token);
  const [row] = await db.query<{ user_id: string }>(
    `select sessions.user_id from sessions join users on users.id = sessions.user_id
      where sessions.token_hash = $1 and sessions.expires_at > $2 and users.email_verified`,
    [tokenHash, now],
  );
  return row ? { userId: row.user_id, tokenHash } : null;
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [tokenHash]);
}

/** After a password change or reset every other device has to log in again. */
export async function revokeOtherSessions(db: Queryable, userId: string, keepTokenHash: string | null): Promise<void> {
  await db.query('delete from sessions where user_id = $1 and token_hash is distinct from $2', [userId, keepTokenHash]);
}
