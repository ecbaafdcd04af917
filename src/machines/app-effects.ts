import type { AnyActorRef } from 'xstate';

/** The kinds of toast the app shows (site spec §9: bottom-right, dark, 3 s). */
export type ToastKind = 'success' | 'error' | 'info';

/**
 * What a machine asks of the rest of the app. Machines never touch the toasts, the router or the
 * session themselves: they `emit` one of these, and useScreenActor (src/ui/app) carries it out.
 */
export type AppEffect =
  | { type: 'toast'; kind: ToastKind; message: string }
  | { type: 'navigate'; to: string; replace?: boolean }
  /** Go to /login, then come back to the page the shopper is on. */
  | { type: 'loginRequired' }
  /** The session's cart reloads. */
  | { type: 'cart.changed' }
  /** The session's user (wishlist, addresses, profile) reloads. */
  | { type: 'user.changed' };

/** The session actor as a screen machine receives it in `input.session` (null in tests that need none). */
export type SessionRef = AnyActorRef | null | undefined;

/** Logged in means a token is present (shop spec §4, site spec §4), read from the session's snapshot. */
export function isSignedIn(session: SessionRef): boolean {
  const snapshot: unknown = session?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return false;
  const context = snapshot.context as { token?: unknown } | null;
  return typeof context?.token === 'string';
}
