import { assertEvent, enqueueActions, fromPromise, not, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { SELECT_OPTIONS_MESSAGE } from '../../domain/cart.ts';
import { addToCartErrorMessage, addToCartSuccessMessage, PREORDER_ADDED_INFO } from '../../domain/cart-messages.ts';
import { LOGIN_REQUIRED } from '../../domain/validation/login-required.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { failureAvailableStock, failureMessage, isUnauthorized } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';

export type CartLine = components['schemas']['CartAddRequest'];
export type CartAddResult = components['schemas']['CartAddResponse'];

/**
 * One press of an add-to-cart button: the line it would send, and the two rules the screen's
 * view already decided for the button (options missing; sold out without a pre-order).
 */
export type AddToCartEvent = { type: 'cart.add'; line: CartLine; optionsMissing: boolean; soldOut: boolean };

interface AddToCartContext {
  readonly session: AnyActorRef | null;
  readonly line: CartLine | null;
}

/**
 * Adding a line to the cart, for every screen that offers it (product page, shop cards, wishlist,
 * galleries). A guest: 'Please log in to add items to cart' and a trip to /login. Missing
 * options: 'Please select product options'. Sold out (no pre-order): nothing happens. Then the
 * request: the success toast the server's inventory answer calls for (plus the pre-order
 * estimate), and 'cart.changed' so the session's cart reloads; a refusal shows the server's own
 * message. Spawn it as a child actor: it reports its effects to its parent (reportEffect).
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    addToCart: fromPromise<CartAddResult, CartLine>(() => unprovided('addToCart')),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
  },
  guards: {
    optionsMissing: ({ event }) => event.optionsMissing,
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    soldOut: ({ event }) => event.soldOut,
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ session: input.session, line: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cart.add': [
          // A guest is asked to log in first: choosing options (which a card's quick add cannot
          // offer anyway) would not let them add.
          {
            guard: not('isLoggedIn'),
            actions: [
              { type: 'report', params: { type: 'toast', kind: 'error', message: LOGIN_REQUIRED.cart } },
              { type: 'report', params: { type: 'loginRequired' } },
            ],
          },
          {
            guard: 'optionsMissing',
            actions: { type: 'report', params: { type: 'toast', kind: 'error', message: SELECT_OPTIONS_MESSAGE } },
          },
          // The button is disabled; a keyboard shortcut or a stale view must not add either.
          { guard: 'soldOut' },
          { target: 'adding', actions: enqueueActions(({ enqueue, event }) => enqueue.assign({ line: event.line })) },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        // Entered by 'cart.add' only: the line is the one it carried.
        input: ({ event }) => {
          assertEvent(event, 'cart.add');
          return event.line;
        },
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue, self }) => {
            reportEffect(enqueue, self, {
              type: 'toast',
              kind: 'success',
              message: addToCartSuccessMessage(event.output.inventoryStatus?.type),
            });
            // The line is set on the way in (cart.add) and cleared just below.
            if ((context.line as CartLine).isPreorder)
              reportEffect(enqueue, self, { type: 'toast', kind: 'info', message: PREORDER_ADDED_INFO });
            reportEffect(enqueue, self, { type: 'cart.changed' });
            enqueue.assign({ line: null });
          }),
        },
        onError: {
          target: 'idle',
          actions: enqueueActions(({ event, enqueue, self }) => {
            enqueue.assign({ line: null });
            // A 401 already sent the shopper to /login through the session.
            if (isUnauthorized(event.error)) return;
            // The server's words as it wrote them; its availableStock only when it gave no message.
            const message = failureMessage(event.error, addToCartErrorMessage(failureAvailableStock(event.error)));
            reportEffect(enqueue, self, { type: 'toast', kind: 'error', message });
          }),
        },
      },
    },
  },
});
