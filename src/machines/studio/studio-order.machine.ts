import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { awaitsPaymentAtStudio } from '../../domain/pickup-hold.ts';
import { canStudioMoveOrder, type StudioPaymentKind } from '../../domain/pickup-collection.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { OrderStatus, StudioOrderDetail } from './studio-types.ts';
import type { RefundKind, RefundRequest } from '../../domain/refunds.ts';
import { EMPTY_REFUND_FORM, refundFormProblem, refundRequestOf, type RefundForm } from './studio-refund.context.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_STUDIO_ORDER_FAILED = 'Failed to load the order';
export const MOVE_FAILED = 'Failed to update the order';
export const CHOOSE_NEXT_STATUS = 'Please choose the next status';
export const COLLECT_FAILED = 'Failed to mark the order paid and collected';
export const CHOOSE_PAID_WITH = 'Please choose how the customer paid';
export const REFUND_FAILED = 'Failed to refund the order';

interface StudioOrderContext {
  readonly session: AnyActorRef | null;
  readonly orderNumber: string;
  readonly detail: StudioOrderDetail | null;
  readonly loadError: string;
  readonly moveTo: OrderStatus | '';
  readonly note: string;
  readonly moveError: string;
  /** How the customer paid at the studio, for 'paid and collected'. */
  readonly paidWith: StudioPaymentKind | '';
  readonly collectError: string;
  readonly refund: RefundForm;
  readonly refundError: string;
}

export type StudioOrderEvent =
  | { type: 'move.status'; status: OrderStatus | '' }
  | { type: 'move.note'; text: string }
  | { type: 'move.submit' }
  | { type: 'collect.paidWith'; paidWith: StudioPaymentKind | '' }
  | { type: 'collect.submit' }
  | { type: 'refund.kind'; kind: RefundKind }
  | { type: 'refund.quantity'; line: number; text: string }
  | { type: 'refund.amount'; text: string }
  | { type: 'refund.reason'; text: string }
  | { type: 'refund.submit' }
  | { type: 'detail.retry' };

/**
 * The order as last read. The forms' submits are handled in `ready` alone, which is entered only from
 * a load that set it, and nothing clears it: it is there whenever they look.
 */
const orderRead = (context: StudioOrderContext) => context.detail as StudioOrderDetail;

/** What the refund rules say of the form against the order as last read; '' when it can be sent. */
const refundProblem = (context: StudioOrderContext) => refundFormProblem(context.refund, orderRead(context)) ?? '';

/**
 * /studio/orders/:orderNumber (and its packing slip): the order with its customer; a move to a
 * status the rules allow, with a note the customer's mail carries; an order to be paid at the studio
 * marked paid and collected (with how it was paid); a paid order refunded in full, by items or by
 * an amount, with a reason; the order is read again after each.
 */
export const studioOrderMachine = setup({
  types: {
    context: {} as StudioOrderContext,
    events: {} as StudioOrderEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; orderNumber: string },
  },
  actors: {
    loadOrder: fromPromise<StudioOrderDetail, { orderNumber: string }>(() => unprovided('loadOrder')),
    /** Resolves with the server's message ('Order ... is now shipped'). */
    moveOrder: fromPromise<string, { orderNumber: string; status: OrderStatus; note: string }>(() => unprovided('moveOrder')),
    /** Resolves with the server's message ('Order ... is paid and collected'). */
    collectOrder: fromPromise<string, { orderNumber: string; paidWith: StudioPaymentKind }>(() => unprovided('collectOrder')),
    /** Resolves with the server's message ('Refunded ₦2,500 of order ...'). */
    refundOrder: fromPromise<string, { orderNumber: string; request: RefundRequest; reason: string }>(() => unprovided('refundOrder')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    noMoveChosen: ({ context }) => context.moveTo === '',
    studioMayMoveOrder: ({ context }) => canStudioMoveOrder(orderRead(context).order, context.moveTo),
    noPaymentKindChosen: ({ context }) => context.paidWith === '',
    orderAwaitsPaymentAtStudio: ({ context }) => awaitsPaymentAtStudio(orderRead(context).order),
    refundBreaksRefundRules: ({ context }) => refundProblem(context) !== '',
  },
}).createMachine({
  id: 'studioOrder',
  context: ({ input }) => ({
    session: input.session,
    orderNumber: input.orderNumber,
    detail: null,
    loadError: '',
    moveTo: '',
    note: '',
    moveError: '',
    paidWith: '',
    collectError: '',
    refund: EMPTY_REFUND_FORM,
    refundError: '',
  }),
  initial: 'checkingLogin',
  // The forms' fields are filled in whatever the order is doing: a status chosen or a reason typed
  // while the order is read again (after a move, a collection or a refund) is kept, not dropped.
  on: {
    'move.status': { actions: assign({ moveTo: ({ event }) => event.status, moveError: '' }) },
    'move.note': { actions: assign({ note: ({ event }) => event.text }) },
    'refund.kind': {
      actions: assign({ refund: ({ context, event }) => ({ ...context.refund, kind: event.kind }), refundError: '' }),
    },
    'refund.quantity': {
      actions: assign({
        refund: ({ context, event }) => ({
          ...context.refund,
          quantities: { ...context.refund.quantities, [event.line]: event.text },
        }),
        refundError: '',
      }),
    },
    'refund.amount': {
      actions: assign({ refund: ({ context, event }) => ({ ...context.refund, amount: event.text }), refundError: '' }),
    },
    'refund.reason': {
      actions: assign({ refund: ({ context, event }) => ({ ...context.refund, reason: event.text }), refundError: '' }),
    },
    'collect.paidWith': { actions: assign({ paidWith: ({ event }) => event.paidWith, collectError: '' }) },
  },
  states: {
    ...loginGate<StudioOrderContext, StudioOrderEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNumber: context.orderNumber }),
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_STUDIO_ORDER_FAILED) }) },
      },
    },
    failed: { on: { 'detail.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'move.submit': [
              { guard: 'noMoveChosen', actions: assign({ moveError: CHOOSE_NEXT_STATUS }) },
              { guard: 'studioMayMoveOrder', target: 'moving' },
              // A status the rules do not allow from here (the order moved on meanwhile): read it again.
              { target: '#studioOrder.loading', actions: assign({ moveTo: '', note: '' }) },
            ],
            'refund.submit': [
              { guard: 'refundBreaksRefundRules', actions: assign({ refundError: ({ context }) => refundProblem(context) }) },
              { target: 'refunding' },
            ],
            'collect.submit': [
              { guard: 'noPaymentKindChosen', actions: assign({ collectError: CHOOSE_PAID_WITH }) },
              { guard: 'orderAwaitsPaymentAtStudio', target: 'collecting' },
              // Collected or cancelled meanwhile: read it again.
              { target: '#studioOrder.loading', actions: assign({ paidWith: '' }) },
            ],
          },
        },
        collecting: {
          invoke: {
            id: 'collectOrder',
            src: 'collectOrder',
            input: ({ context }) => ({ orderNumber: context.orderNumber, paidWith: context.paidWith as StudioPaymentKind }),
            onDone: {
              target: '#studioOrder.loading',
              actions: [
                assign({ paidWith: '' }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: emit(
                ({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, COLLECT_FAILED) }) as const,
              ),
            },
          },
        },
        refunding: {
          invoke: {
            id: 'refundOrder',
            src: 'refundOrder',
            input: ({ context }) => ({
              orderNumber: context.orderNumber,
              request: refundRequestOf(context.refund),
              reason: context.refund.reason.trim(),
            }),
            onDone: {
              target: '#studioOrder.loading',
              actions: [
                assign({ refund: EMPTY_REFUND_FORM }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ refundError: ({ event }) => failureMessage(event.error, REFUND_FAILED) }),
            },
          },
        },
        moving: {
          invoke: {
            id: 'moveOrder',
            src: 'moveOrder',
            input: ({ context }) => ({ orderNumber: context.orderNumber, status: context.moveTo as OrderStatus, note: context.note }),
            onDone: {
              target: '#studioOrder.loading',
              actions: [
                assign({ moveTo: '', note: '' }),
                emit(({ event }) => ({ type: 'toast', kind: 'success', message: event.output }) as const),
              ],
            },
            onError: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'toast', kind: 'error', message: failureMessage(event.error, MOVE_FAILED) }) as const),
            },
          },
        },
      },
    },
  },
});
