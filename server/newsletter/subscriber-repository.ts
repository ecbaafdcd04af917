import type { Queryable } from '../db/database.ts';

export type SubscriberState = 'new' | 'pending' | 'confirmed';

/**
 * Adds a normalised (trimmed, lower-case) address waiting for confirmation, or gives a waiting
 * one this new link (its earlier link stops working). A confirmed address is left alone.
 * Answers what the address was before.
 */
export async function requestSubscription(
  db: Queryable,
  email: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<SubscriberState> {
  const [before] = await db.query<{ confirmed_at: Date | null }>('select confirmed_at from newsletter_subscribers where email = $1', [
    email,
  ]);
  if (before?.confirmed_at) return 'confirmed';
  await db.query(
    `insert into newsletter_subscribers (email, created_at, confirm_token_hash, confirm_expires_at) values ($1, $4, $2, $3)
     on conflict (email) do update set confirm_token_hash = $2, confirm_expires_at = $3 where newsletter_subscribers.confirmed_at is null`,
    [email, tokenHash, expiresAt, now],
  );
  return before ? 'pending' : 'new';
}

/** Confirms the address whose unexpired link this is; false for an unknown, used or expired link. */
export async function confirmSubscription(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update newsletter_subscribers set confirmed_at = $2, confirm_token_hash = null, confirm_expires_at = null
      where confirm_token_hash = $1 and confirm_expires_at > $2 and confirmed_at is null
      returning email`,
    [tokenHash, now],
  );
  return rows.length === 1;
}
