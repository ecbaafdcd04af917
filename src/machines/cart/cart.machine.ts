import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { cartPageQuantityChange, clampQuantity, MIN_QUANTITY } from '../../domain/cart.ts';
import { onlyAvailableMessage } from '../../domain/cart-messages.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { failureAvailableStock, failureMessage, isUnauthorized } from '../request-failure.ts';
import { unprovided } from '../unprovided.ts';

export type CartItem = components['schemas']['CartItem'];

// The cart's texts.
export const CART_UPDATED = 'Cart updated';
export const ITEM_REMOVED = 'Item removed from cart';
export const UPDATE_FAILED = 'Failed to update cart';
export const REMOVE_FAILED = 'Failed to remove item';

/** One change the server is asked to make to a line. */
export type LineChange =
  { readonly cartKey: string; readonly kind: 'update'; readonly quantity: number } | { readonly cartKey: string; readonly kind: 'remove' };

/** What is being typed in a line's quantity field, before it is sent. */
export interface QuantityDraft {
  readonly cartKey: string;
  readonly value: unknown;
}

/** Typing waits this long after the last keystroke before the quantity is sent. */
export const TYPING_DELAY_MS = 500;

interface CartContext {
  readonly items: readonly CartItem[];
  /** The change in flight; while it is there no other change is sent. */
  readonly pending: LineChange | null;
  readonly draft: QuantityDraft | null;
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.clear' }
  | { type: 'line.set'; cartKey: string; value: unknown }
  | { type: 'line.increment'; cartKey: string }
  | { type: 'line.decrement'; cartKey: string }
  | { type: 'line.remove'; cartKey: string };

/** The line's quantity ceiling: a pre-order line ships when stock arrives, so only 99 bounds it. */
export function lineStockLimit(line: CartItem): number | null {
  return line.isPreorder ? null : line.product.availableStock;
}

/** The number a quantity entry stands for: a non-numeric entry counts as 1. */
export function enteredQuantity(value: unknown): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? MIN_QUANTITY : parsed;
}

/**
 * What the quantity field's entry means for the line: a non-numeric entry
 * counts as 1, a number below 1 removes the line, anything else is held to [1, stock or 99].
 */
export function changeFor(line: CartItem, value: unknown): LineChange {
  const change = cartPageQuantityChange(enteredQuantity(value));
  if (change.kind === 'remove') return { cartKey: line.key, kind: 'remove' };
  return { cartKey: line.key, kind: 'update', quantity: clampQuantity(change.quantity, lineStockLimit(line)) };
}

function lineOf(items: readonly CartItem[], cartKey: string): CartItem | undefined {
  return items.find((line) => line.key === cartKey);
}

type LineEvent = Extract<CartEvent, { cartKey: string }>;

/** The change an event asks for, or null when it would change nothing (same quantity, unknown line). */
function requestedChange(items: readonly CartItem[], event: LineEvent): LineChange | null {
  const line = lineOf(items, event.cartKey);
  if (!line) return null;
  if (event.type === 'line.remove') return { cartKey: line.key, kind: 'remove' };
  const value = event.type === 'line.set' ? event.value : line.quantity + (event.type === 'line.increment' ? 1 : -1);
  const change = changeFor(line, value);
  return change.kind === 'update' && change.quantity === line.quantity ? null : change;
}

const changeOf = ({ context, event }: { context: CartContext; event: CartEvent }) => {
  assertEvent(event, ['line.increment', 'line.decrement', 'line.remove']);
  return requestedChange(context.items, event);
};

/** The change the typed text asks for once typing stops. */
function draftChange(context: CartContext): LineChange | null {
  const { draft } = context;
  return draft ? requestedChange(context.items, { type: 'line.set', cartKey: draft.cartKey, value: draft.value }) : null;
}

/**
 * The shopper's cart, a child of the session: loaded with the user ('cart.load' on login and on
 * every 'cart.reload'), emptied on logout and on a 401 ('cart.clear'). A load that fails is a state
 * of its own (not an empty cart); 'cart.load' tries again. One line change at a time: while a
 * change is in flight every other change is ignored, so a second click never sends a second
 * request. Each change answers the whole cart, which replaces the lines. Its toasts are reported
 * to the session (reportEffect), which the app listens to.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as AppEffect,
  },
  actors: {
    loadCart: fromPromise<readonly CartItem[]>(() => unprovided('loadCart')),
    changeLine: fromPromise<readonly CartItem[], LineChange>(() => unprovided('changeLine')),
  },
  delays: {
    typingDelay: TYPING_DELAY_MS,
  },
  guards: {
    changesSomething: (args) => changeOf(args) !== null,
    isCartLine: ({ context, event }) => 'cartKey' in event && lineOf(context.items, event.cartKey) !== undefined,
    draftChangesSomething: ({ context }) => draftChange(context) !== null,
    wasRejectedSession: ({ event }) => 'error' in event && isUnauthorized(event.error),
    // Asked only of the answer to a change, which is sent with pending set.
    wasRemoval: ({ context }) => (context.pending as LineChange).kind === 'remove',
  },
  actions: {
    holdChange: assign({ pending: (args) => changeOf(args), draft: null }),
    holdDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'line.set');
        return { cartKey: event.cartKey, value: event.value };
      },
    }),
    sendDraft: assign({ pending: ({ context }) => draftChange(context), draft: null }),
    dropDraft: assign({ draft: null }),
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
  },
}).createMachine({
  id: 'cart',
  context: { items: [], pending: null, draft: null },
  initial: 'signedOut',
  on: {
    'cart.clear': { target: '.signedOut', actions: assign({ items: [], pending: null, draft: null }) },
  },
  states: {
    signedOut: {
      on: { 'cart.load': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
      on: { 'cart.load': { target: 'loading', reenter: true } },
    },
    // Not an empty cart: the shopper is told so and may try again (the last lines known are kept).
    loadFailed: {
      on: { 'cart.load': 'loading' },
    },
    ready: {
      on: {
        'cart.load': 'loading',
        'line.set': { guard: 'isCartLine', target: 'typing', actions: 'holdDraft' },
        'line.increment': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
        'line.decrement': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
        'line.remove': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
      },
    },
    // A typed quantity is sent once the shopper stops typing; each keystroke starts the wait again.
    // A click on plus, minus or remove meanwhile wins, and the typed text is dropped.
    typing: {
      after: {
        typingDelay: [
          { guard: 'draftChangesSomething', target: 'changing', actions: 'sendDraft' },
          { target: 'ready', actions: 'dropDraft' },
        ],
      },
      on: {
        'cart.load': { target: 'loading', actions: 'dropDraft' },
        'line.set': { guard: 'isCartLine', target: 'typing', reenter: true, actions: 'holdDraft' },
        'line.increment': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
        'line.decrement': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
        'line.remove': { guard: 'changesSomething', target: 'changing', actions: 'holdChange' },
      },
    },
    // Every change event is ignored here; 'cart.load' too, since the answer is the whole cart.
    changing: {
      invoke: {
        id: 'changeLine',
        src: 'changeLine',
        input: ({ context }) => context.pending as LineChange,
        onDone: [
          {
            guard: 'wasRemoval',
            target: 'ready',
            actions: [
              assign({ items: ({ event }) => event.output, pending: null }),
              { type: 'report', params: { type: 'toast', kind: 'success', message: ITEM_REMOVED } },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ items: ({ event }) => event.output, pending: null }),
              { type: 'report', params: { type: 'toast', kind: 'success', message: CART_UPDATED } },
            ],
          },
        ],
        onError: [
          // A 401 already cleared the session, and with it this cart: nothing to say.
          { guard: 'wasRejectedSession', target: 'ready', actions: assign({ pending: null }) },
          {
            guard: 'wasRemoval',
            target: 'ready',
            actions: [
              {
                type: 'report',
                params: ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, REMOVE_FAILED) }) as const,
              },
              assign({ pending: null }),
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'report', params: ({ event }) => ({ type: 'toast', kind: 'error', message: updateFailure(event.error) }) as const },
              assign({ pending: null }),
            ],
          },
        ],
      },
    },
  },
});

/** The server's message where it gave one; a stock refusal without one names the stock. */
function updateFailure(error: unknown): string {
  const stock = failureAvailableStock(error);
  return failureMessage(error, stock === undefined ? UPDATE_FAILED : onlyAvailableMessage(stock));
}
