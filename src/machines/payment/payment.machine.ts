import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { paymentCallbackUrl } from '../../domain/payment-status.ts';
import { failureMessage, isUnauthorized } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { sessionMachine } from '../session.machine.ts';

export type Order = components['schemas']['Order'];
export type PaymentInitializeRequest = components['schemas']['PaymentInitializeRequest'];

/** Shop spec §8 "Payment". */
export const INITIALIZE_FAILED = 'Payment initialization failed';

interface PaymentContext {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly origin: string;
  readonly order: Order | null;
}

export type PaymentEvent = { type: 'payment.retry' };

export type PaymentEmitted = { type: 'toast'; kind: 'error'; message: string } | { type: 'loginRequired' };

/**
 * /payment: takes the current order (created at checkout), initializes its payment with the
 * callback address built from the site's own origin plus /payment/status, and sends the browser to
 * the provider's authorization URL. A failed initialization can be tried again.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    emitted: {} as PaymentEmitted,
    input: {} as { session: ActorRefFrom<typeof sessionMachine>; origin: string },
  },
  actors: {
    loadCurrentOrder: fromPromise<Order | null>(() => Promise.reject(new Error('loadCurrentOrder is not provided'))),
    initializePayment: fromPromise<{ authorization_url: string }, PaymentInitializeRequest>(() =>
      Promise.reject(new Error('initializePayment is not provided')),
    ),
  },
  actions: {
    /** Leaves the site for the provider's page (replacing /payment, so Back does not pay twice). */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    hasOrder: ({ event }) => 'output' in event && event.output !== null,
    sessionWasRejected: ({ event }) => 'error' in event && isUnauthorized(event.error),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ session: input.session, origin: input.origin, order: null }),
  initial: 'checkingLogin',
  states: {
    checkingLogin: {
      always: [{ guard: 'isLoggedIn', target: 'loadingOrder' }, { target: 'leaving' }],
    },
    // One tick later: the screen subscribes to the actor's effects just after starting it.
    leaving: { after: { 0: 'left' } },
    left: { entry: emit({ type: 'loginRequired' }), type: 'final' },
    loadingOrder: {
      invoke: {
        id: 'loadCurrentOrder',
        src: 'loadCurrentOrder',
        onDone: [{ guard: 'hasOrder', target: 'initializing', actions: assign({ order: ({ event }) => event.output }) }, { target: 'noOrder' }],
        onError: 'noOrder',
      },
    },
    noOrder: {},
    initializing: {
      invoke: {
        id: 'initializePayment',
        src: 'initializePayment',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', callbackUrl: paymentCallbackUrl(context.origin) }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.authorization_url }) } },
        onError: [
          { guard: 'sessionWasRejected', target: 'failed' },
          // The toast says why (shop spec §8); the page does not repeat it.
          { target: 'failed', actions: emit(({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, INITIALIZE_FAILED) }) as const) },
        ],
      },
    },
    redirecting: { type: 'final' },
    failed: {
      on: { 'payment.retry': 'initializing' },
    },
  },
});
