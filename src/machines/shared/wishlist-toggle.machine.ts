import { enqueueActions, fromPromise, not, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cleanSelectedAttributes } from '../../domain/cart.ts';
import { isInWishlist, WISHLIST_MESSAGES } from '../../domain/wishlist-messages.ts';
import { LOGIN_REQUIRED } from '../../domain/validation/login-required.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { failureMessage, isUnauthorized } from '../request-failure.ts';
import { isLoggedIn, sessionWishlist } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';

export type WishlistEntry = components['schemas']['WishlistEntry'];

export interface WishlistChange {
  readonly action: 'add' | 'remove';
  readonly productId: string;
  readonly variantId: string | null;
  readonly selectedAttributes: Record<string, string>;
}

/**
 * What a guest's press says: the product page's heart both its
 * error ('Please login to add to wishlist') and its info ('Please login to add items to
 * wishlist'), and stays on the page; any other screen 'Please log in to add items to wishlist'
 * and /login.
 */
export type GuestPrompt = 'productPage' | 'redirect';

export type WishlistToggleEvent = {
  type: 'wishlist.toggle';
  variantId?: string | null;
  selectedAttributes?: Readonly<Record<string, unknown>>;
};

interface WishlistToggleContext {
  readonly session: AnyActorRef | null;
  readonly productId: string;
  readonly guestPrompt: GuestPrompt;
  /** What the server's last answer to this heart said; null until then (the session's user tells). */
  readonly saved: boolean | null;
  readonly pending: WishlistChange | null;
}

/** Whether the product is in the wishlist now: this heart's last answer, else the session's user. */
export function wishlistHas(context: WishlistToggleContext): boolean {
  return context.saved ?? isInWishlist(sessionWishlist(context.session), context.productId);
}

/** The change being saved: 'saving' is entered only with it. */
const pendingOf = (context: WishlistToggleContext) => context.pending as WishlistChange;

function guestEffects(prompt: GuestPrompt): AppEffect[] {
  if (prompt === 'productPage') {
    return [
      { type: 'toast', kind: 'error', message: LOGIN_REQUIRED.productPageWishlistError },
      { type: 'toast', kind: 'info', message: LOGIN_REQUIRED.productPageWishlistInfo },
    ];
  }
  return [{ type: 'toast', kind: 'error', message: LOGIN_REQUIRED.wishlist }, { type: 'loginRequired' }];
}

/**
 * The wishlist heart of one product, for every screen that shows one. A press adds or removes
 * (with the chosen variant), says 'Added to wishlist' / 'Removed from wishlist' or the matching
 * failure, and emits 'user.changed' so the session's user (who carries the wishlist) reloads.
 * Spawn it as a child actor: it reports its effects to its parent (reportEffect).
 */
export const wishlistToggleMachine = setup({
  types: {
    context: {} as WishlistToggleContext,
    events: {} as WishlistToggleEvent,
    emitted: {} as AppEffect,
    /** `saved`: what the screen already knows (the profile's Wishlist tab lists saved products only). */
    input: {} as { session: AnyActorRef | null; productId: string; guestPrompt: GuestPrompt; saved?: boolean },
  },
  actors: {
    saveWishlist: fromPromise<readonly WishlistEntry[], WishlistChange>(() => unprovided('saveWishlist')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
  },
}).createMachine({
  id: 'wishlistToggle',
  context: ({ input }) => ({
    session: input.session,
    productId: input.productId,
    guestPrompt: input.guestPrompt,
    saved: input.saved ?? null,
    pending: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'wishlist.toggle': [
          {
            guard: not('isLoggedIn'),
            actions: enqueueActions(({ context, enqueue, self }) => {
              for (const effect of guestEffects(context.guestPrompt)) reportEffect(enqueue, self, effect);
            }),
          },
          {
            target: 'saving',
            actions: enqueueActions(({ context, event, enqueue }) =>
              enqueue.assign({
                pending: {
                  action: wishlistHas(context) ? 'remove' : 'add',
                  productId: context.productId,
                  variantId: event.variantId ?? null,
                  selectedAttributes: cleanSelectedAttributes(event.selectedAttributes),
                },
              }),
            ),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveWishlist',
        src: 'saveWishlist',
        input: ({ context }) => pendingOf(context),
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue, self }) => {
            const removed = pendingOf(context).action === 'remove';
            enqueue.assign({ saved: isInWishlist(event.output, context.productId), pending: null });
            reportEffect(enqueue, self, {
              type: 'toast',
              kind: 'success',
              message: removed ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added,
            });
            reportEffect(enqueue, self, { type: 'user.changed' });
          }),
        },
        onError: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue, self }) => {
            const removing = pendingOf(context).action === 'remove';
            enqueue.assign({ pending: null });
            if (isUnauthorized(event.error)) return;
            const message = failureMessage(event.error, removing ? WISHLIST_MESSAGES.removeFailed : WISHLIST_MESSAGES.addFailed);
            reportEffect(enqueue, self, { type: 'toast', kind: 'error', message });
          }),
        },
      },
    },
  },
});
