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
  const keys = subjects.map(({ scope, subject }) => `throttle:${rule.action}:${scope}:${subject}`);
  const refusals = refusalsOf(db);
  if (keys.some((key) => (refusals.get(key) ?? 0) > now.getTime())) throw refused(rule);
  const allowed = await db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    const rows = await tx.query<{ scope: 'ip' | 'email'; attempts: number; first: Date | string }>(
      `select scope, count(*)::int as attempts, min(attempted_at) as first from request_attempts
        where action = $1 and attempted_at > $4 and ((scope = 'ip' and subject = $2) or (scope = 'email' and subject = $3))
        group by scope`,
      [rule.action, attempt.ip, attempt.email ?? null, since],
    );
    const limits = { ip: rule.perIp, email: rule.perEmail ?? Number.POSITIVE_INFINITY };
    const spent = rows.filter((row) => row.attempts >= limits[row.scope]);
    for (const row of spent) {
      const key = keys[subjects.findIndex(({ scope }) => scope === row.scope)] ?? '';
      rememberRefusal(refusals, key, addMinutes(new Date(row.first), rule.windowMinutes).getTime(), now.getTime());
    }
    if (spent.length > 0) return false;
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
  if (!allowed) throw refused(rule);
}

const refused = (rule: ThrottleRule) => new HttpError(429, rule.message, {}, { 'Retry-After': String(rule.windowMinutes * 60) });

/**
 * Subjects this process has seen refused, until when at the earliest: a flood of attempts past
 * the limit is then refused from memory instead of a locked transaction each, which on PGlite's
 * one thread made every other request wait. Safe with several processes: attempts only leave the
 * window as time passes, so a remembered refusal never outlives the database's own answer.
 * Kept per database handle, so two shops in one process (tests) do not share it.
 */
const refusalsByDatabase = new WeakMap<Database, Map<string, number>>();
const MAX_REMEMBERED = 10_000;

function refusalsOf(db: Database): Map<string, number> {
  let refusals = refusalsByDatabase.get(db);
  if (!refusals) refusalsByDatabase.set(db, (refusals = new Map()));
  return refusals;
}

function rememberRefusal(refusals: Map<string, number>, key: string, until: number, now: number): void {
  if (refusals.size >= MAX_REMEMBERED) for (const [known, knownUntil] of refusals) if (knownUntil <= now) refusals.delete(known);
  if (refusals.size < MAX_REMEMBERED) refusals.set(key, until);
}
