/**
 * A machine declares each request as a placeholder that its wiring (`*.live.ts`) or a test
 * replaces. Unreplaced, it fails at once and names itself, so a screen wired without it says so
 * instead of waiting forever.
 */
export function notProvided(name: string): Error {
  return new Error(`${name} is not provided`);
}

/** The placeholder of a request that answers once (a promise actor). */
export function unprovided(name: string): Promise<never> {
  return Promise.reject(notProvided(name));
}
