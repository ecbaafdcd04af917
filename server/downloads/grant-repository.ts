import type { Queryable } from '../db/database.ts';

export interface GrantRow {
  id: string;
  order_id: string;
  user_id: string;
  product_id: string;
  downloads_used: number;
  download_limit: number;
  expires_at: Date | null;
  granted_at: Date;
  title: string;
  images: string[];
  file_format: string | null;
  file_name: string | null;
  file_size: number | null;
}

const GRANT_SELECT = `select g.*, p.title, p.images, f.file_format, f.file_name, f.file_size
  from download_grants g join products p on p.id = g.product_id left join digital_files f on f.product_id = g.product_id`;

export const GRANT_NOT_FOUND = 'Download not found';

export async function listGrants(db: Queryable, userId: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(`${GRANT_SELECT} where g.user_id = $1 order by g.granted_at desc, g.id`, [userId]);
}

export async function findGrant(db: Queryable, grantId: string): Promise<GrantRow | null> {
  const [row] = await db.query<GrantRow>(`${GRANT_SELECT} where g.id = $1`, [grantId]);
  return row ?? null;
}

/**
 * Spends one download in a single statement that checks owner, limit and expiry together:
 * of 20 concurrent requests on a grant with one download left, exactly one gets a row back.
 */
export async function spendDownload(db: Queryable, userId: string, grantId: string, now: Date): Promise<{ downloads_used: number; download_limit: number } | null> {
  const [row] = await db.query<{ downloads_used: number; download_limit: number }>(
    `update download_grants set downloads_used = downloads_used + 1
      where id = $1 and user_id = $2 and downloads_used < download_limit and (expires_at is null or expires_at > $3)
      returning downloads_used, download_limit`,
    [grantId, userId, now],
  );
  return row ?? null;
}
