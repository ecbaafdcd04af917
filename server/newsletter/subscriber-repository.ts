import type { Queryable } from '../db/database.ts';

export type SubscriberState = 'new' | 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Adds a normalised (trimmed, lower-case) address waiting for confirmation, or gives a waiting or
 * unsubscribed one this new link (its earlier link stops working). A confirmed address still on the
 * list is left alone; an unsubscribed one stays off the list until the new link is opened. The first
 * source is kept. Answers what the address was before.
 */
export async function requestSubscription(
  db: Queryable,
  subscription: { email: string; source: string | null },
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<SubscriberState> {
  const [before] = await db.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>(
    'select confirmed_at, unsubscribed_at from newsletter_subscribers where email = $1',
    [subscription.email],
  );
  if (before?.confirmed_at && !before.unsubscribed_at) return 'confirmed';
  await db.query(
    `insert into newsletter_subscribers (email, created_at, confirm_token_hash, confirm_expires_at, source) values ($1, $4, $2, $3, $5)
     on conflict (email) do update set confirm_token_hash = $2, confirm_expires_at = $3
      where newsletter_subscribers.confirmed_at is null or newsletter_subscribers.unsubscribed_at is not null`,
    [subscription.email, tokenHash, expiresAt, now, subscription.source],
  );
  if (!before) return 'new';
  return before.unsubscribed_at ? 'unsubscribed' : 'pending';
}

/** Confirms the address whose unexpired link this is (back on the list if it had left); false for an unknown, used or expired link. */
export async function confirmSubscription(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update newsletter_subscribers set confirmed_at = $2, unsubscribed_at = null, confirm_token_hash = null, confirm_expires_at = null
      where confirm_token_hash = $1 and confirm_expires_at > $2
      returning email`,
    [tokenHash, now],
  );
  return rows.length === 1;
}

/** Keeps the digest of a fresh unsubscribe link's token for the address (every link it was mailed keeps working). */
export async function addUnsubscribeLink(db: Queryable, email: string, tokenHash: string, now: Date): Promise<void> {
  await db.query('insert into newsletter_unsubscribe_links (token_hash, email, created_at) values ($1, $2, $3)', [tokenHash, email, now]);
}

/**
 * Takes the address off the list (the first time counts; a pending confirmation link stops
 * working). Answers whether it was still on the list or waiting, or null for an unknown address.
 */
export async function unsubscribeAddress(db: Queryable, email: string, now: Date): Promise<{ wasSubscribed: boolean } | null> {
  const [before] = await db.query<{ unsubscribed_at: Date | null }>(
    'select unsubscribed_at from newsletter_subscribers where email = $1 for update',
    [email],
  );
  if (!before) return null;
  await db.query(
    `update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, $2), confirm_token_hash = null, confirm_expires_at = null
      where email = $1`,
    [email, now],
  );
  return { wasSubscribed: before.unsubscribed_at === null };
}

/** The address an unsubscribe link's token belongs to, or null. */
export async function addressOfUnsubscribeLink(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('select email from newsletter_unsubscribe_links where token_hash = $1', [tokenHash]);
  return row?.email ?? null;
}
