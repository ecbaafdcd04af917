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

/** The signed-in user's wishlist as the session last loaded it; empty for a guest. */
export function sessionWishlist(session: AnyActorRef | null | undefined): readonly { productId: { _id: string } | null }[] {
  const snapshot: unknown = session?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return [];
  const user = (snapshot.context as { user?: { wishlist?: unknown } | null } | null)?.user;
  return Array.isArray(user?.wishlist) ? (user.wishlist as { productId: { _id: string } | null }[]) : [];
}
