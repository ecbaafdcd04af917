import type { Database, Queryable } from '../db/database.ts';
import { lockKeys } from '../db/advisory-lock.ts';
import { HttpError } from '../http/http-error.ts';
import { addMinutes } from '../platform/clock.ts';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Wrong passwords one client address may try on one email per window before that pair is refused. */
export const MAX_FAILURES_PER_PAIR = 10;
// One address may serve a whole office or campus (or, without TRUST_PROXY, every visitor behind
// a proxy), so its ceiling over all emails is far looser than the pair's.
export const MAX_FAILURES_PER_IP = 100;
/** An email's failures, from every address, before its logins are slowed down. */
export const FAILURES_BEFORE_DELAY = 3;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 16_000;

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
 * How long a password check of an email waits, given the email's failures in the window from
 * every address: nothing for the first few, then 1 s doubling up to 16 s. Guesses spread over
 * many addresses slow down, while the owner with the right password still gets in, a little later.
 */
export function loginDelayMs(emailFailures: number): number {
  if (emailFailures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (emailFailures - FAILURES_BEFORE_DELAY), MAX_DELAY_MS);
}

/**
 * Lets a password check go ahead (after the email's progressive delay), or refuses it with 429
 * and Retry-After once this client address has used up its failures on this email, or its
 * looser ceiling over all emails. The check is counted as a failure before the password is even
 * looked at (forgivePasswordAttempt takes it back when it matches): counting afterwards let
 * guesses sent at once all pass the count before any was recorded. Count and record run in one
 * transaction holding a lock per subject, so concurrent checks queue.
 */
export async function beginPasswordAttempt(
  db: Database,
  subject: LoginSubject,
  now: Date,
  pause: (milliseconds: number) => Promise<void>,
): Promise<PasswordAttempt> {
  const since = addMinutes(now, -THROTTLE_WINDOW_MINUTES);
  const counted = await db.transaction(async (tx) => {
    await lockKeys(tx, [`login:email:${subject.email}`, `login:ip:${subject.ip}`]);
    const [row] = await tx.query<{ pair: number; ip: number; email: number }>(
      `select count(*) filter (where email = $1 and ip = $2)::int as pair,
              count(*) filter (where ip = $2)::int as ip,
              count(*) filter (where email = $1)::int as email
         from login_failures where failed_at > $3 and (email = $1 or ip = $2)`,
      [subject.email, subject.ip, since],
    );
    const failures = row ?? { pair: 0, ip: 0, email: 0 };
    if (failures.pair >= MAX_FAILURES_PER_PAIR || failures.ip >= MAX_FAILURES_PER_IP) return null;
    await tx.query('insert into login_failures (email, ip, failed_at) values ($1, $2, $3)', [subject.email, subject.ip, now]);
    return failures.email;
  });
  // Old rows no longer count; dropping them here keeps the table small without a cron job.
  await db.query('delete from login_failures where failed_at <= $1', [since]);
  if (counted === null) throw new HttpError(429, TOO_MANY_ATTEMPTS, {}, { 'Retry-After': String(THROTTLE_WINDOW_MINUTES * 60) });
  const delay = loginDelayMs(counted);
  if (delay > 0) await pause(delay);
  return { subject, at: now };
}

/**
 * The password matched: this address's failures on this email are forgiven (the owner's own
 * typos). Failures from other addresses stay: they may be someone else's guesses.
 */
export async function forgivePasswordAttempt(db: Queryable, attempt: PasswordAttempt): Promise<void> {
  await db.query('delete from login_failures where email = $1 and ip = $2', [attempt.subject.email, attempt.subject.ip]);
}
