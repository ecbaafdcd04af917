import type { Queryable } from '../db/database.ts';
import { addMinutes } from '../platform/clock.ts';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failed attempts allowed per window before logins are refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
// One address may serve a whole office or campus, so it gets more room than one email.
export const MAX_FAILURES_PER_IP = 20;

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

export interface LoginSubject {
  readonly email: string;
  readonly ip: string;
}

export async function isLoginThrottled(db: Queryable, subject: LoginSubject, now: Date): Promise<boolean> {
  const since = addMinutes(now, -THROTTLE_WINDOW_MINUTES);
  const rows = await db.query<{ scope: string; failures: number }>(
    `select scope, count(*)::int as failures from login_failures
      where failed_at > $3 and ((scope = 'email' and subject = $1) or (scope = 'ip' and subject = $2))
      group by scope`,
    [subject.email, subject.ip, since],
  );
  const failures = (scope: string) => rows.find((row) => row.scope === scope)?.failures ?? 0;
  return failures('email') >= MAX_FAILURES_PER_EMAIL || failures('ip') >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: Queryable, subject: LoginSubject, now: Date): Promise<void> {
  await db.query(`insert into login_failures (scope, subject, failed_at) values ('email', $1, $3), ('ip', $2, $3)`, [
    subject.email,
    subject.ip,
    now,
  ]);
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.query('delete from login_failures where failed_at <= $1', [addMinutes(now, -THROTTLE_WINDOW_MINUTES)]);
}

/** A successful login forgives the email's earlier typos (not the address's). */
export async function clearEmailFailures(db: Queryable, email: string): Promise<void> {
  await db.query(`delete from login_failures where scope = 'email' and subject = $1`, [email]);
}
