import type { AnyActorRef } from 'xstate';

/** The three kinds of toast the app shows (spec: success, error, info). */
export type ToastKind = 'success' | 'error' | 'info';

/**
 * Every effect a machine may hand to the app (src/README.md). Machines `emit` these;
 * useScreenActor (src/ui/app/useScreenActor.ts) forwards them to the toasts, the router and the session.
 */
export type AppEffect =
  | { type: 'toast'; kind: ToastKind; message: string }
  // The browser's own alert, where the spec says "alerts" rather than "toast" (a copied share link,
  // a download that failed on My Orders).
  | { type: 'alert'; message: string }
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'loginRequired' }
  | { type: 'cart.changed' }
  | { type: 'user.changed' };

/**
 * The id of an invoked child whose work is the browser's, such as waiting for the session to learn
 * who is signed in (on the server nobody signs in). The server renders a page without waiting for
 * such a child (src/ui/app/server-render.ts); the browser, starting the screen from the server's
 * snapshot, starts the child again.
 */
export const BROWSER_ONLY = 'browserOnly';

/** How a child machine (add to cart, the wishlist heart, ...) hands an effect to the machine that spawned it. */
export type EffectReport = { type: 'app.effect'; effect: AppEffect };

const EFFECT_TYPES: ReadonlySet<string> = new Set(['toast', 'alert', 'navigate', 'loginRequired', 'cart.changed', 'user.changed']);

/** True when an emitted event is one of the app's effects (a machine may emit others for its own screen). */
export function isAppEffect(event: { type: string }): event is AppEffect {
  return EFFECT_TYPES.has(event.type);
}

/**
 * Emits the effect and, when this machine runs as a child, hands it to its parent too: the parent
 * re-emits it (`on: { 'app.effect': { actions: reEmit } }`), so the one subscription useScreenActor
 * makes on the screen's actor sees every effect of the screen.
 */
export function reportEffect(
  enqueue: { emit: (event: AppEffect) => void; sendTo: (target: AnyActorRef, event: EffectReport) => void },
  self: AnyActorRef,
  effect: AppEffect,
): void {
  enqueue.emit(effect);
  if (self._parent) enqueue.sendTo(self._parent, { type: 'app.effect', effect });
}
