import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { canPayOrder } from '../../domain/order-payable.ts';
import { paymentCallbackUrl } from '../../domain/payment-status.ts';
import { LOAD_ORDER_FAILED, ORDER_NOT_FOUND, orderLoadFailure } from '../orders/order-load-failure.ts';
import { failureMessage, isUnauthorized } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';
import type { AppEffect } from '../app-effects.ts';
import { loginGate } from '../login-gate.ts';

export type Order = components['schemas']['Order'];
export type PaymentInitializeRequest = components['schemas']['PaymentInitializeRequest'];

export const INITIALIZE_FAILED = 'Payment initialization failed';

interface PaymentContext {
  readonly session: AnyActorRef | null;
  readonly origin: string;
  /** The order named in the address (Pay now, Try Again); null for the tab's current order. */
  readonly orderId: string | null;
  readonly order: Order | null;
}

export type PaymentEvent = { type: 'payment.retry' };

/**
 * /payment and /payment?order={id}: reads the order named in the address, or else the tab's current
 * order (created at checkout), as the server has it now; while it can still be paid, initializes a
 * new payment of it with the callback address built from the site's own origin plus
 * /payment/status, and sends the browser to the provider's authorization URL. A failed
 * initialization or a failed read can be tried again; the order stays payable from My Orders.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; origin: string; orderId: string | null },
  },
  actors: {
    /** The order with this id, or the tab's current order for null, read from the server; null when there is none. */
    loadOrder: fromPromise<Order | null, string | null>(() => unprovided('loadOrder')),
    initializePayment: fromPromise<{ authorization_url: string }, PaymentInitializeRequest>(() => unprovided('initializePayment')),
  },
  actions: {
    /** Leaves the site for the provider's page (replacing /payment, so Back does not pay twice). */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    hasOrder: (_, params: { order: Order | null }) => params.order !== null,
    orderCanBePaid: (_, params: { order: Order | null }) => params.order !== null && canPayOrder(params.order),
    sessionWasRejected: ({ event }) => 'error' in event && isUnauthorized(event.error),
    orderIsUnknown: ({ event }) => 'error' in event && orderLoadFailure(event.error) === ORDER_NOT_FOUND,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ session: input.session, origin: input.origin, orderId: input.orderId, order: null }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<PaymentContext, PaymentEvent>('loadingOrder'),
    loadingOrder: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId,
        onDone: [
          {
            guard: { type: 'orderCanBePaid', params: ({ event }) => ({ order: event.output }) },
            target: 'initializing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          // Paid, cancelled or moved on since: nothing to pay, and the page says where to look.
          {
            guard: { type: 'hasOrder', params: ({ event }) => ({ order: event.output }) },
            target: 'notPayable',
            actions: assign({ order: ({ event }) => event.output }),
          },
          { target: 'noOrder' },
        ],
        onError: [
          // A 401 ends the session, which goes to /login on its own.
          { guard: 'sessionWasRejected', target: 'loadFailed' },
          { guard: 'orderIsUnknown', target: 'noOrder' },
          {
            target: 'loadFailed',
            actions: emit(
              ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, LOAD_ORDER_FAILED) }) as const,
            ),
          },
        ],
      },
    },
    noOrder: {},
    notPayable: {},
    loadFailed: {
      on: { 'payment.retry': 'loadingOrder' },
    },
    initializing: {
      invoke: {
        id: 'initializePayment',
        src: 'initializePayment',
        // Entered (and from 'failed' again) only with the payable order read.
        input: ({ context }) => ({ orderId: (context.order as Order)._id, callbackUrl: paymentCallbackUrl(context.origin) }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.authorization_url }) } },
        onError: [
          { guard: 'sessionWasRejected', target: 'failed' },
          // The toast says why; the page does not repeat it.
          {
            target: 'failed',
            actions: emit(
              ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, INITIALIZE_FAILED) }) as const,
            ),
          },
        ],
      },
    },
    redirecting: { type: 'final' },
    failed: {
      on: { 'payment.retry': 'initializing' },
    },
  },
});
