import type { Queryable } from '../db/database.ts';

/** Adds a normalised (trimmed, lower-case) address; false when it was already on the list. */
export async function addSubscriber(db: Queryable, email: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'insert into newsletter_subscribers (email, created_at) values ($1, $2) on conflict (email) do nothing returning email',
    [email, now],
  );
  return rows.length > 0;
}
