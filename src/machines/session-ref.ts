import type { AnyActorRef } from 'xstate';

/**
 * Reads the session actor a screen machine got in `input.session` (src/README.md §3).
 * Logged in means the session holds a token; nobody else reads localStorage for it.
 */
export function isLoggedIn(session: AnyActorRef | null | undefined): boolean {
  const snapshot: unknown = session?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return false;
  const context = snapshot.context as { token?: unknown } | null;
  return typeof context?.token === 'string' && context.token !== '';
}
