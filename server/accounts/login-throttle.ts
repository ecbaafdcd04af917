import type { Database, Queryable } from '../db/database.ts';
import { lockKeys } from '../db/advisory-lock.ts';
import { HttpError } from '../http/http-error.ts';
import { addMinutes } from '../platform/clock.ts';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failed attempts allowed per window before logins are refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
// One address may serve a whole office or campus, so it gets more room than one email.
export const MAX_FAILURES_PER_IP = 50;

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

export interface LoginSubject {
  readonly email: string;
  readonly ip: string;
}

/** A password check that has been let through and already counted as a failure until it succeeds. */
export interface PasswordAttempt {
  readonly subject: LoginSubject;
  readonly at: Date;
}

/**
 * Lets a password check go ahead, or refuses it with 429 and Retry-After once the email or the
 * client address has used up its failures. The check is counted as a failure before the
 * password is even looked at (forgivePasswordAttempt takes it back when it matches): counting
 * afterwards let guesses sent at once all pass the count before any was recorded. Count and
 * record run in one transaction holding a lock per subject, so concurrent checks queue.
 */
export async function beginPasswordAttempt(db: Database, subject: LoginSubject, now: Date): Promise<PasswordAttempt> {
  const since = addMinutes(now, -THROTTLE_WINDOW_MINUTES);
  const allowed = await db.transaction(async (tx) => {
    await lockKeys(tx, [`login:email:${subject.email}`, `login:ip:${subject.ip}`]);
    const rows = await tx.query<{ scope: string; failures: number }>(
      `select scope, count(*)::int as failures from login_failures
        where failed_at > $3 and ((scope = 'email' and subject = $1) or (scope = 'ip' and subject = $2))
        group by scope`,
      [subject.email, subject.ip, since],
    );
    const failures = (scope: string) => rows.find((row) => row.scope === scope)?.failures ?? 0;
    if (failures('email') >= MAX_FAILURES_PER_EMAIL || failures('ip') >= MAX_FAILURES_PER_IP) return false;
    await tx.query(`insert into login_failures (scope, subject, failed_at) values ('email', $1, $3), ('ip', $2, $3)`, [
      subject.email,
      subject.ip,
      now,
    ]);
    return true;
  });
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.query('delete from login_failures where failed_at <= $1', [since]);
  if (!allowed) throw new HttpError(429, TOO_MANY_ATTEMPTS, {}, { 'Retry-After': String(THROTTLE_WINDOW_MINUTES * 60) });
  return { subject, at: now };
}

/**
 * The password matched: the email's earlier typos are forgiven, and this check's own mark on
 * the client address is taken back (the address's other failures stay: they may be another
 * account's). Rows of one address at one instant are alike, so any one of them is this one.
 */
export async function forgivePasswordAttempt(db: Queryable, attempt: PasswordAttempt): Promise<void> {
  await db.query(`delete from login_failures where scope = 'email' and subject = $1`, [attempt.subject.email]);
  await db.query(
    `delete from login_failures where ctid in (
       select ctid from login_failures where scope = 'ip' and subject = $1 and failed_at = $2 limit 1)`,
    [attempt.subject.ip, attempt.at],
  );
}
