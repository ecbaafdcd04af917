import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';
import { HttpError } from './http-error.ts';

/** How often one client address, and one email address, may make an attempt within the window. */
export interface ThrottleRule {
  readonly action: string;
  readonly windowMinutes: number;
  readonly perIp: number;
  /** Left out where the call names no email address. */
  readonly perEmail?: number;
  readonly message: string;
}

export interface Attempt {
  readonly ip: string;
  readonly email?: string;
}

/**
 * Counts this attempt against the rule, or refuses it with 429 and Retry-After once the client
 * address or the email address has used up its attempts. Every attempt counts, refused ones
 * too, so a script trying addresses or flooding one inbox is slowed down either way.
 */
export async function throttleAttempt(db: Queryable, rule: ThrottleRule, attempt: Attempt, now: Date): Promise<void> {
  const since = addMinutes(now, -rule.windowMinutes);
  const rows = await db.query<{ scope: string; attempts: number }>(
    `select scope, count(*)::int as attempts from request_attempts
      where action = $1 and attempted_at > $4 and ((scope = 'ip' and subject = $2) or (scope = 'email' and subject = $3))
      group by scope`,
    [rule.action, attempt.ip, attempt.email ?? null, since],
  );
  const count = (scope: string) => rows.find((row) => row.scope === scope)?.attempts ?? 0;
  if (count('ip') >= rule.perIp || (rule.perEmail !== undefined && count('email') >= rule.perEmail)) {
    throw new HttpError(429, rule.message, {}, { 'Retry-After': String(rule.windowMinutes * 60) });
  }
  await db.query(`insert into request_attempts (action, scope, subject, attempted_at) values ($1, 'ip', $2, $3)`, [rule.action, attempt.ip, now]);
  if (attempt.email !== undefined) {
    await db.query(`insert into request_attempts (action, scope, subject, attempted_at) values ($1, 'email', $2, $3)`, [rule.action, attempt.email, now]);
  }
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.query('delete from request_attempts where action = $1 and attempted_at <= $2', [rule.action, since]);
}
