import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { pollDelayMs } from '../../domain/payment-channels.ts';
import { initialPaymentPageState, paymentPageStateFor, TOKEN_RETRY_MS } from '../../domain/payment-status.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { AppEffect } from '../app-effects.ts';
import { unprovided } from '../unprovided.ts';

export type PaymentStatusResult = components['schemas']['PaymentStatusResult'];

/** How long the page waits for the session's token (0.5 s at a time) before asking for a login. */
export const TOKEN_WAIT_LIMIT = 20;

export const PAYMENT_SUCCESSFUL = 'Payment successful';
/** A lookup that failed (the page then shows its error screen). */
export const VERIFICATION_FAILED = 'Payment verification failed';

interface PaymentStatusContext {
  readonly session: AnyActorRef | null;
  readonly reference: string | null;
  readonly errorParam: string | null;
  readonly result: PaymentStatusResult | null;
  readonly tokenWaits: number;
  /** Checks made while pending: each waits longer (3 s, then half again, up to 30 s). */
  readonly checks: number;
}

export type PaymentStatusEvent = { type: 'status.recheck' };

/** A lookup's answer, handed by its done event to the guards and the action that read it. */
interface Answered {
  readonly answer: PaymentStatusResult;
}

const answered = ({ event }: { event: { output: PaymentStatusResult } }): Answered => ({ answer: event.output });

function outcomeIs(state: 'success' | 'failed' | 'pending') {
  return (_: unknown, { answer }: Answered) => paymentPageStateFor(answer.transactionStatus) === state;
}

const outcomes = (from: 'verify' | 'lookup') =>
  [
    { guard: { type: 'isSuccess', params: answered }, target: '#paymentStatus.success', actions: { type: 'keepResult', params: answered } },
    { guard: { type: 'isFailed', params: answered }, target: '#paymentStatus.failed', actions: { type: 'keepResult', params: answered } },
    {
      guard: { type: 'isPending', params: answered },
      target: from === 'verify' ? '#paymentStatus.polling' : '#paymentStatus.polling.waiting',
      actions: { type: 'keepResult', params: answered },
    },
    { target: '#paymentStatus.error' },
  ] as const;

// Polling starts only with an answer kept (isPending's keepResult), and the lookups run only with a
// reference (cannotVerify sends a page without one to the error screen).
const secondsLeftOf = (context: PaymentStatusContext) => (context.result as PaymentStatusResult).secondsLeft;
const referenceOf = ({ context }: { context: PaymentStatusContext }) => context.reference as string;

/**
 * /payment/status and /payment/callback: reads the
 * reference (or trxref) and the error parameter; verifies the payment, then while it is pending
 * checks again, backing off from 3 s to 30 s, until the payment's window closes (a transfer's
 * account stays open 30 minutes; the server says how many seconds are left), after which it offers
 * to check again. A reload starts over from the reference in the address. Success
 * refreshes the cart. A token not there yet is waited for, 0.5 s at a time. Stopping the actor
 * (the shopper leaves the page) stops the polling.
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; reference: string | null; error: string | null },
  },
  actors: {
    verifyPayment: fromPromise<PaymentStatusResult, string>(() => unprovided('verifyPayment')),
    lookUpStatus: fromPromise<PaymentStatusResult, string>(() => unprovided('lookUpStatus')),
  },
  actions: {
    keepResult: assign((_, { answer }: Answered) => ({ result: answer })),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    resetChecks: assign({ checks: 0 }),
    sayVerificationFailed: emit({ type: 'toast', kind: 'error', message: VERIFICATION_FAILED }),
    /** The order is paid: it is no longer the current order. */
    forgetOrder: () => {},
  },
  delays: {
    tokenRetry: TOKEN_RETRY_MS,
    // Never past the window's end: the last check comes as it closes.
    poll: ({ context }) => Math.min(pollDelayMs(context.checks), secondsLeftOf(context) * 1000),
  },
  guards: {
    cannotVerify: ({ context }) => initialPaymentPageState({ reference: context.reference, error: context.errorParam }) === 'error',
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    waitedTooLong: ({ context }) => context.tokenWaits >= TOKEN_WAIT_LIMIT,
    isSuccess: outcomeIs('success'),
    isFailed: outcomeIs('failed'),
    isPending: outcomeIs('pending'),
    windowClosed: ({ context }) => secondsLeftOf(context) <= 0,
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({
    session: input.session,
    reference: input.reference,
    errorParam: input.error,
    result: null,
    tokenWaits: 0,
    checks: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'cannotVerify', target: 'error' },
        { guard: 'isLoggedIn', target: 'verifying' },
        { guard: 'waitedTooLong', target: 'leaving' },
        { target: 'awaitingToken' },
      ],
    },
    awaitingToken: {
      after: { tokenRetry: { target: 'starting', actions: assign({ tokenWaits: ({ context }) => context.tokenWaits + 1 }) } },
    },
    leaving: { entry: emit({ type: 'loginRequired' }), type: 'final' },
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: referenceOf,
        onDone: [...outcomes('verify')],
        onError: { target: 'error', actions: 'sayVerificationFailed' },
      },
    },
    polling: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'windowClosed', target: '#paymentStatus.stalled' },
          after: { poll: 'checking' },
        },
        checking: {
          entry: 'countCheck',
          invoke: {
            id: 'lookUpStatus',
            src: 'lookUpStatus',
            input: referenceOf,
            onDone: [...outcomes('lookup')],
            onError: { target: '#paymentStatus.error', actions: 'sayVerificationFailed' },
          },
        },
      },
    },
    stalled: {
      on: { 'status.recheck': { target: 'verifying', actions: 'resetChecks' } },
    },
    success: {
      entry: ['forgetOrder', emit({ type: 'cart.changed' }), emit({ type: 'toast', kind: 'success', message: PAYMENT_SUCCESSFUL })],
      type: 'final',
    },
    failed: { type: 'final' },
    error: { type: 'final' },
  },
});
