import type { Database, Queryable } from '../db/database.ts';
import { setProfileImageUrl } from './user-repository.ts';

/** The picture's public address; the version makes browsers fetch a replaced picture anew. */
export function profileImageUrl(userId: string, version: Date): string {
  return `/media/profile-images/${userId}?v=${version.getTime()}`;
}

export async function saveProfileImage(db: Database, userId: string, contentType: string, data: Uint8Array, now: Date): Promise<string> {
  const url = profileImageUrl(userId, now);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into profile_images (user_id, content_type, data, created_at) values ($1, $2, $3, $4)
       on conflict (user_id) do update set content_type = excluded.content_type, data = excluded.data, created_at = excluded.created_at`,
      [userId, contentType, data, now],
    );
    await setProfileImageUrl(tx, userId, url, now);
  });
  return url;
}

/** Removes the picture; false when there was none. */
export async function removeProfileImage(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('delete from profile_images where user_id = $1 returning user_id', [userId]);
    await setProfileImageUrl(tx, userId, null, now);
    return removed.length > 0;
  });
}

export async function loadProfileImage(db: Queryable, userId: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ content_type: string; data: Uint8Array }>(
    'select content_type, data from profile_images where user_id = $1',
    [userId],
  );
  return row ? { contentType: row.content_type, data: row.data } : null;
}
