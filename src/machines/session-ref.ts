import type { AnyActorRef } from 'xstate';
import type { Address } from './addresses/address-form.machine.ts';
import type { CartItem } from './cart/cart.machine.ts';

/** What a screen machine reads of the session actor's context (src/machines/session.machine.ts). */
interface SessionView {
  readonly token: string | null;
  readonly user: {
    readonly email: string;
    readonly addresses: readonly Address[];
    readonly wishlist: readonly { productId: { _id: string } | null }[];
    readonly profileImage?: string | null;
    readonly likedImages?: readonly string[];
  } | null;
}

function sessionContext(session: AnyActorRef | null | undefined): SessionView | undefined {
  return (session?.getSnapshot() as { context: SessionView } | undefined)?.context;
}

/**
 * Reads the session actor a screen machine got in `input.session` (src/README.md).
 * Logged in means the session holds a token; nobody else reads localStorage for it.
 */
export function isLoggedIn(session: AnyActorRef | null | undefined): boolean {
  return Boolean(sessionContext(session)?.token);
}

/** The signed-in user's wishlist as the session last loaded it; empty for a guest or before the user loads. */
export function sessionWishlist(session: AnyActorRef | null | undefined): readonly { productId: { _id: string } | null }[] {
  return sessionContext(session)?.user?.wishlist ?? [];
}

/** The gallery images the signed-in user liked, as the session last loaded them; null until a user has loaded. */
export function sessionLikedImages(session: AnyActorRef | null | undefined): readonly string[] | null {
  const user = sessionContext(session)?.user;
  return user ? (user.likedImages ?? []) : null;
}

/** The signed-in user's picture as the session last loaded it (the header shows it); null without one. */
export function sessionProfileImage(session: AnyActorRef | null | undefined): string | null {
  return sessionContext(session)?.user?.profileImage || null;
}

/**
 * The session is still finding out who is signed in (a stored token's user is loading): the cart
 * loads right after, so an empty cart is not news yet.
 */
export function awaitingUser(session: AnyActorRef | null | undefined): boolean {
  const snapshot = session?.getSnapshot() as { matches?: (state: string) => boolean } | undefined;
  return Boolean(snapshot?.matches?.('booting') || snapshot?.matches?.('loadingUser'));
}

/** The signed-in user's email as the session last loaded it; null for a guest or before the user loads. */
export function sessionEmail(session: AnyActorRef | null | undefined): string | null {
  return sessionContext(session)?.user?.email ?? null;
}

/** The signed-in user's address book as the session last loaded it; empty for a guest or before the user loads. */
export function sessionAddresses(session: AnyActorRef | null | undefined): readonly Address[] {
  return sessionContext(session)?.user?.addresses ?? [];
}

/** The lines of the session's cart (its `cart` child); empty while there is no cart. */
export function sessionCartItems(session: AnyActorRef | null | undefined): readonly CartItem[] {
  const snapshot = session?.getSnapshot() as { children?: { cart?: AnyActorRef } } | undefined;
  const cart = snapshot?.children?.cart?.getSnapshot() as { context: { items: readonly CartItem[] } } | undefined;
  return cart?.context.items ?? [];
}
