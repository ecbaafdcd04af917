import type { AnyActorRef } from 'xstate';

/** Signed in means a token is present (§4); read from the session actor's snapshot. */
export function isSignedIn(session: AnyActorRef | null | undefined): boolean {
  const snapshot: unknown = session?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return false;
  const context = snapshot.context as { token?: unknown } | null;
  return typeof context?.token === 'string';
}
