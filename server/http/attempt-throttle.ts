import type { Database } from '../db/database.ts';
import { lockKeys } from '../db/advisory-lock.ts';
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
 * address or the email address has used up its attempts. Every attempt that gets through
 * counts, ones the handler then refuses too, so a script trying addresses or flooding one inbox
 * is slowed down either way.
 *
 * The count and the record happen in one transaction holding a lock per subject: without it,
 * requests sent at once all counted before any recorded, and all got through.
 */
export async function throttleAttempt(db: Database, rule: ThrottleRule, attempt: Attempt, now: Date): Promise<void> {
  const since = addMinutes(now, -rule.windowMinutes);
  const subjects: { scope: 'ip' | 'email'; subject: string }[] = [{ scope: 'ip', subject: attempt.ip }];
  if (attempt.email !== undefined) subjects.push({ scope: 'email', subject: attempt.email });
  const allowed = await db.transaction(async (tx) => {
    await lockKeys(
      tx,
      subjects.map(({ scope, subject }) => `throttle:${rule.action}:${scope}:${subject}`),
    );
    const rows = await tx.query<{ scope: string; attempts: number }>(
      `select scope, count(*)::int as attempts from request_attempts
        where action = $1 and attempted_at > $4 and ((scope = 'ip' and subject = $2) or (scope = 'email' and subject = $3))
        group by scope`,
      [rule.action, attempt.ip, attempt.email ?? null, since],
    );
    const count = (scope: string) => rows.find((row) => row.scope === scope)?.attempts ?? 0;
    if (count('ip') >= rule.perIp || (rule.perEmail !== undefined && count('email') >= rule.perEmail)) return false;
    for (const { scope, subject } of subjects) {
      await tx.query(`insert into request_attempts (action, scope, subject, attempted_at) values ($1, $2, $3, $4)`, [
        rule.action,
        scope,
        subject,
        now,
      ]);
    }
    return true;
  });
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  // Outside the locked transaction: it touches every subject's rows, not just this one's.
  await db.query('delete from request_attempts where action = $1 and attempted_at <= $2', [rule.action, since]);
  if (!allowed) throw new HttpError(429, rule.message, {}, { 'Retry-After': String(rule.windowMinutes * 60) });
}
