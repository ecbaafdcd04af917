import type { Database } from '../db/database.ts';

/** The server keeps this many recently viewed products per customer. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** Nigeria keeps West Africa Time, UTC+1 all year: the calendar day a view counts on. */
export function lagosDay(now: Date): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Counts a view towards the customer's totalViews and the product's popularity, once per
 * customer, product and day: reloads and scripted calls do not count again, so popularity
 * says how many people looked, not how often one of them called.
 */
export async function recordProductView(db: Database, userId: string, productId: string, now: Date): Promise<void> {
  await db.query(
    `with first_view as (
       insert into product_views (user_id, product_id, viewed_at, viewed_on) values ($1, $2, $3, $4::date)
       on conflict (user_id, product_id, viewed_on) do nothing returning product_id
     )
     update products set popularity = popularity + 1 where id in (select product_id from first_view)`,
    [userId, productId, now, lagosDay(now)],
  );
}

/** Moves the product to the front of the customer's recently viewed list, keeping the newest 20. */
export async function recordRecentlyViewed(db: Database, userId: string, productId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into recently_viewed (user_id, product_id, viewed_at) values ($1, $2, $3)
       on conflict (user_id, product_id) do update set viewed_at = excluded.viewed_at`,
      [userId, productId, now],
    );
    await tx.query(
      `delete from recently_viewed where user_id = $1 and product_id not in
         (select product_id from recently_viewed where user_id = $1 order by viewed_at desc, product_id limit ${RECENTLY_VIEWED_LIMIT})`,
      [userId],
    );
  });
}
