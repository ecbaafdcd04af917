import type { AnyActorRef } from 'xstate';

/**
 * The effects gallery machines emit (the app's effects, src/README.md §2): the screen forwards
 * them to the toasts, the router and the session.
 */
export type GalleryEffect =
  | { type: 'toast'; kind: 'success' | 'error' | 'info'; message: string }
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'loginRequired' };

/** Signed in means a token is present (§4); read from the session actor's snapshot. */
export function isSignedIn(session: AnyActorRef | null | undefined): boolean {
  const snapshot: unknown = session?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return false;
  const context = snapshot.context as { token?: unknown } | null;
  return typeof context?.token === 'string';
}

/** How a child machine hands an effect to the screen machine that spawned it. */
export type EffectReport = { type: 'gallery.effect'; effect: GalleryEffect };

/**
 * Emits the effect, and when this machine runs as a child (a like button, a dialog spawned by a
 * page), hands it to its parent too: the screen machine re-emits it, so the one subscription
 * useScreenActor makes sees every effect of the screen.
 */
export function reportEffect(
  enqueue: { emit: (event: GalleryEffect) => void; sendTo: (target: AnyActorRef, event: EffectReport) => void },
  self: AnyActorRef,
  effect: GalleryEffect,
): void {
  enqueue.emit(effect);
  if (self._parent) enqueue.sendTo(self._parent, { type: 'gallery.effect', effect });
}
