import type { Database } from '../db/database.ts';
import { throttleAttempt, type ThrottleRule } from '../http/attempt-throttle.ts';

/**
 * New sessions, counted only once the password has matched (failures have their own throttle).
 * A customer logs in on a few devices a day; a script holding a password can open sessions as
 * fast as the server hashes, each one a row and a live token. Thirty a quarter-hour per account
 * leaves room for every device and browser someone owns; an office or campus behind one address
 * gets a hundred across its accounts.
 */
export const SESSION_THROTTLE: ThrottleRule = {
  action: 'session',
  windowMinutes: 15,
  perIp: 100,
  perEmail: 30,
  message: 'Too many logins. Please try again later.',
};

/** Counts a new session for the account and the address, or refuses it with 429 and Retry-After. */
export async function throttleNewSession(db: Database, subject: { email: string; ip: string }, now: Date): Promise<void> {
  await throttleAttempt(db, SESSION_THROTTLE, subject, now);
}
