import { serverMessageOr } from '../domain/server-message.ts';

// The machines see a failed request as `unknown` (an actor's error). The API layer rejects with
// its tagged errors (src/api/errors.ts); these readers look at their fields structurally, so the
// machines never import the API modules at run time.

/** One field of a failed request's error (its `_tag`, `status`, `message`, ...); undefined when it has none. */
export function failureField(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

// The API errors whose message is the server's own words (src/api/errors.ts).
const ANSWERED = new Set<unknown>(['Rejected', 'NotFound', 'Unauthorized', 'Unexpected']);

/**
 * The server's message where it gave one, else the fallback. Anything that is not an answer from
 * the server (a network failure, a chunk that failed to load, a bug) gets the fallback: its
 * message is for developers, not shoppers.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!ANSWERED.has(failureField(error, '_tag'))) return fallback;
  return serverMessageOr(failureField(error, 'message'), fallback);
}

/** A cart refusal's availableStock ('Only N items available'), when the server sent one. */
export function failureAvailableStock(error: unknown): number | undefined {
  const stock = failureField(error, 'availableStock');
  return typeof stock === 'number' ? stock : undefined;
}

/** 404: the thing asked for is not there (or not this customer's). */
export function isNotFound(error: unknown): boolean {
  return failureField(error, '_tag') === 'NotFound';
}

/** 401: the session machine already cleared the session and went to /login. */
export function isUnauthorized(error: unknown): boolean {
  return failureField(error, '_tag') === 'Unauthorized';
}

/** Login refused because the email is not verified yet: the page offers to resend the mail. */
export function needsEmailVerification(error: unknown): boolean {
  return failureField(error, 'needEmailVerification') === true;
}
