import type { Queryable } from '../db/database.ts';
import { DOWNLOADABLE_ORDER_STATUSES } from '../../src/domain/downloads.ts';

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
  order_status: string;
  order_payment_status: string;
}

const GRANT_SELECT = `select g.*, p.title, p.images, f.file_format, f.file_name, f.file_size,
    o.status as order_status, o.payment_status as order_payment_status
  from download_grants g join products p on p.id = g.product_id join orders o on o.id = g.order_id
    left join digital_files f on f.product_id = g.product_id`;

export const GRANT_NOT_FOUND = 'Download not found';

export async function listGrants(db: Queryable, userId: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(`${GRANT_SELECT} where g.user_id = $1 order by g.granted_at desc, g.id`, [userId]);
}

export async function findGrant(db: Queryable, grantId: string): Promise<GrantRow | null> {
  const [row] = await db.query<GrantRow>(`${GRANT_SELECT} where g.id = $1`, [grantId]);
  return row ?? null;
}

/** Whether the grant's order allows downloads: confirmed, shipped or delivered, and paid. */
export function orderAllowsDownload(grant: Pick<GrantRow, 'order_status' | 'order_payment_status'>): boolean {
  return DOWNLOADABLE_ORDER_STATUSES.includes(grant.order_status) && grant.order_payment_status === 'paid';
}

/**
 * Spends one download in a single statement that checks owner, limit, expiry, the order's state
 * and that the product has a file, together: of 20 concurrent requests on a grant
 * with one download left, exactly one gets a row back, and an order the studio moved on (returned,
 * cancelled) spends nothing even if the move lands between a check and the spend.
 */
export async function spendDownload(
  db: Queryable,
  userId: string,
  grantId: string,
  now: Date,
): Promise<{ downloads_used: number; download_limit: number } | null> {
  const [row] = await db.query<{ downloads_used: number; download_limit: number }>(
    `update download_grants g set downloads_used = g.downloads_used + 1
      where g.id = $1 and g.user_id = $2 and g.downloads_used < g.download_limit and (g.expires_at is null or g.expires_at > $3)
        and exists (select 1 from orders o where o.id = g.order_id and o.status = any($4::text[]) and o.payment_status = 'paid')
        and exists (select 1 from digital_files f where f.product_id = g.product_id)
      returning g.downloads_used, g.download_limit`,
    [grantId, userId, now, DOWNLOADABLE_ORDER_STATUSES],
  );
  return row ?? null;
}
