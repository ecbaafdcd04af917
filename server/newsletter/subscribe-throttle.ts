import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';

export const SUBSCRIBE_WINDOW_MINUTES = 15;
// One address may serve a whole office or campus, so it gets room for a queue of colleagues;
// a script filling the list from one address is stopped after that.
export const MAX_ATTEMPTS_PER_IP = 20;

export const TOO_MANY_SUBSCRIBE_ATTEMPTS = 'Too many subscribe attempts. Please try again in a few minutes.';

/** True once the address has made MAX_ATTEMPTS_PER_IP attempts within the window. */
export async function isSubscribeThrottled(db: Queryable, ip: string, now: Date): Promise<boolean> {
  const [row] = await db.query<{ attempts: number }>(
    'select count(*)::int as attempts from newsletter_attempts where ip = $1 and attempted_at > $2',
    [ip, addMinutes(now, -SUBSCRIBE_WINDOW_MINUTES)],
  );
  return (row?.attempts ?? 0) >= MAX_ATTEMPTS_PER_IP;
}

export async function recordSubscribeAttempt(db: Queryable, ip: string, now: Date): Promise<void> {
  await db.query('insert into newsletter_attempts (ip, attempted_at) values ($1, $2)', [ip, now]);
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.query('delete from newsletter_attempts where attempted_at <= $1', [addMinutes(now, -SUBSCRIBE_WINDOW_MINUTES)]);
}
