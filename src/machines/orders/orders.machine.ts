import { assign, emit, fromPromise, raise, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { CANNOT_CANCEL, cancelReasonError, canCancelOrder, cancellationReason } from '../../domain/order-eligibility.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import { ORDERS_PAGE_SIZE } from '../../domain/pagination.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { LOAD_ORDER_FAILED, orderLoadFailure } from './order-load-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export type Order = components['schemas']['Order'];
export type OrderPagination = components['schemas']['OrderPagination'];
export type DigitalProductGrant = components['schemas']['DigitalProductGrant'];
export type StatusFilter = 'all' | OrderStatus;

/** What My Orders says when loading, cancelling, downloading and exporting. */
export const LOAD_ORDERS_FAILED = 'Failed to load orders';
export const CANCEL_FAILED = 'Failed to cancel order';
export const ORDER_CANCELLED = 'Order cancelled';
export const SELECT_ORDERS_TO_EXPORT = 'Please select orders to export';
export const ORDERS_EXPORTED = 'Orders exported successfully';
export const EXPORT_FAILED = 'Failed to export orders';
export const DOWNLOAD_FAILED = 'Download failed. Please try again.';

export type OrderListQuery = { page: number; limit: number; status?: OrderStatus };
export type OrderList = { orders: readonly Order[]; pagination: OrderPagination };
/** An order's detail with its download grants (only this order's) and the time they were read. */
export type OrderDetail = { order: Order; grants: readonly DigitalProductGrant[]; readAt: Date };

interface OrdersContext {
  readonly session: AnyActorRef | null;
  readonly status: StatusFilter;
  readonly page: number;
  readonly orders: readonly Order[];
  readonly pagination: OrderPagination | null;
  readonly selectedId: string | null;
  readonly detail: OrderDetail | null;
  /** Why the selected order's detail could not be shown ('Order not found' or the fallback). */
  readonly detailError: string;
  /** Orders ticked for the CSV export, across filters and pages. */
  readonly checked: readonly string[];
  readonly cancelReason: string;
  readonly cancelOther: string;
  readonly cancelError: string | null;
  /** A row's Cancel: the cancel dialog opens once that order's detail has been read (and still allows it). */
  readonly cancelWanted: boolean;
  readonly downloadingId: string | null;
}

export type OrdersEvent =
  | { type: 'filter.change'; status: StatusFilter }
  | { type: 'page.go'; page: number }
  | { type: 'order.select'; orderId: string }
  | { type: 'order.check'; orderId: string }
  | { type: 'orders.export' }
  | { type: 'list.retry' }
  | { type: 'cancel.open' }
  /** Cancel from the list: selects the order, then opens the cancel dialog. */
  | { type: 'order.cancel'; orderId: string }
  | { type: 'cancel.reason'; reason: string }
  | { type: 'cancel.other'; text: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.close' }
  | { type: 'grant.download'; grantId: string };

export function listQuery(context: Pick<OrdersContext, 'status' | 'page'>): OrderListQuery {
  return { page: context.page, limit: ORDERS_PAGE_SIZE, ...(context.status === 'all' ? {} : { status: context.status }) };
}

const toast = (kind: 'success' | 'error', message: string) => ({ type: 'toast', kind, message }) as const;

// The detail region leaves 'none' only by choosing an order, and nothing clears the choice; its
// 'ready' is entered with the detail read, and 'downloading' with the grant being downloaded.
const selectedIdOf = (context: OrdersContext) => context.selectedId as string;
const detailOf = (context: OrdersContext) => context.detail as OrderDetail;
const downloadingIdOf = (context: OrdersContext) => context.downloadingId as string;

/**
 * /orders: needs a login; the list by status and page,
 * the selected order's detail with its download grants, ticked orders exported as CSV, the cancel
 * dialog where the domain allows it, and each grant's download (the grants reload after it).
 */
export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadOrders: fromPromise<OrderList, OrderListQuery>(() => unprovided('loadOrders')),
    loadDetail: fromPromise<OrderDetail, { orderId: string }>(() => unprovided('loadDetail')),
    cancelOrder: fromPromise<Order, { orderId: string; reason: string }>(() => unprovided('cancelOrder')),
    /** Reads each order's detail, builds the CSV and hands the file to the browser. */
    exportOrders: fromPromise<number, { orderIds: readonly string[] }>(() => unprovided('exportOrders')),
    /** Asks for the download link and opens it. */
    downloadGrant: fromPromise<undefined, { grantId: string }>(() => unprovided('downloadGrant')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    noOrderChecked: ({ context }) => context.checked.length === 0,
    orderCanBeCancelled: ({ context }) => canCancelOrder(detailOf(context).order),
    cancelWanted: ({ context }) => context.cancelWanted,
    /** The detail just read is of an order whose Cancel was pressed in the list, and it can still be cancelled. */
    cancelWantedAndAllowed: ({ context }, params: { detail: OrderDetail }) => context.cancelWanted && canCancelOrder(params.detail.order),
    cancelReasonIsMissing: ({ context }) => cancelReasonError(context.cancelReason, context.cancelOther) !== null,
  },
  actions: {
    clearCancel: assign({ cancelReason: '', cancelOther: '', cancelError: null }),
  },
}).createMachine({
  id: 'orders',
  context: ({ input }) => ({
    session: input.session,
    status: 'all',
    page: 1,
    orders: [],
    pagination: null,
    selectedId: null,
    detail: null,
    detailError: '',
    checked: [],
    cancelReason: '',
    cancelOther: '',
    cancelError: null,
    cancelWanted: false,
    downloadingId: null,
  }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<OrdersContext, OrdersEvent>('active'),
    active: {
      type: 'parallel',
      // Targetless here: a transition of the parallel state itself would restart every region.
      on: {
        'order.check': {
          actions: assign({
            checked: ({ context, event }) =>
              context.checked.includes(event.orderId)
                ? context.checked.filter((id) => id !== event.orderId)
                : [...context.checked, event.orderId],
          }),
        },
      },
      states: {
        list: {
          initial: 'loading',
          on: {
            'filter.change': { target: '.loading', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
            'page.go': { target: '.loading', actions: assign({ page: ({ event }) => event.page }) },
            // Try again after a failure; also raised after a cancel, since the order's status changed.
            'list.retry': { target: '.loading' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadOrders',
                src: 'loadOrders',
                input: ({ context }) => listQuery(context),
                onDone: {
                  target: 'ready',
                  actions: assign({ orders: ({ event }) => event.output.orders, pagination: ({ event }) => event.output.pagination }),
                },
                onError: {
                  target: 'failed',
                  actions: emit(({ event }) => toast('error', failureMessage(event.error, LOAD_ORDERS_FAILED))),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        detail: {
          initial: 'none',
          on: {
            // Another order: its detail replaces the one shown (a cancel or a download keeps it while it reloads).
            'order.select': {
              target: '.loading',
              actions: assign({ selectedId: ({ event }) => event.orderId, detail: null, cancelWanted: false }),
            },
            'order.cancel': {
              target: '.loading',
              actions: assign({ selectedId: ({ event }) => event.orderId, detail: null, cancelWanted: true }),
            },
          },
          states: {
            none: {},
            loading: {
              invoke: {
                id: 'loadDetail',
                src: 'loadDetail',
                input: ({ context }) => ({ orderId: selectedIdOf(context) }),
                onDone: [
                  {
                    guard: { type: 'cancelWantedAndAllowed', params: ({ event }) => ({ detail: event.output }) },
                    target: 'ready.cancelling',
                    actions: [assign({ detail: ({ event }) => event.output, cancelWanted: false }), 'clearCancel'],
                  },
                  // Cancelled, paid on or moved on since the list was read: said, and the detail shows why.
                  {
                    guard: 'cancelWanted',
                    target: 'ready',
                    actions: [
                      assign({ detail: ({ event }) => event.output, cancelWanted: false }),
                      emit(toast('error', CANNOT_CANCEL)),
                      raise({ type: 'list.retry' }),
                    ],
                  },
                  { target: 'ready', actions: assign({ detail: ({ event }) => event.output, cancelWanted: false }) },
                ],
                onError: {
                  target: 'failed',
                  actions: [
                    assign({ detail: null, detailError: ({ event }) => orderLoadFailure(event.error), cancelWanted: false }),
                    emit(({ event }) => toast('error', failureMessage(event.error, LOAD_ORDER_FAILED))),
                  ],
                },
              },
            },
            failed: {},
            ready: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'cancel.open': { guard: 'orderCanBeCancelled', target: 'cancelling', actions: 'clearCancel' },
                    'grant.download': { target: 'downloading', actions: assign({ downloadingId: ({ event }) => event.grantId }) },
                  },
                },
                cancelling: {
                  initial: 'form',
                  states: {
                    form: {
                      on: {
                        'cancel.reason': { actions: assign({ cancelReason: ({ event }) => event.reason, cancelError: null }) },
                        'cancel.other': { actions: assign({ cancelOther: ({ event }) => event.text, cancelError: null }) },
                        'cancel.close': { target: '#orders.active.detail.ready.idle', actions: 'clearCancel' },
                        'cancel.confirm': [
                          {
                            guard: 'cancelReasonIsMissing',
                            actions: assign({ cancelError: ({ context }) => cancelReasonError(context.cancelReason, context.cancelOther) }),
                          },
                          { target: 'sending' },
                        ],
                      },
                    },
                    sending: {
                      invoke: {
                        id: 'cancelOrder',
                        src: 'cancelOrder',
                        input: ({ context }) => ({
                          orderId: selectedIdOf(context),
                          reason: cancellationReason(context.cancelReason, context.cancelOther),
                        }),
                        onDone: {
                          // The order's status changed: its detail and the list are read again.
                          target: '#orders.active.detail.loading',
                          actions: ['clearCancel', emit(toast('success', ORDER_CANCELLED)), raise({ type: 'list.retry' })],
                        },
                        onError: {
                          target: 'form',
                          actions: emit(({ event }) => toast('error', failureMessage(event.error, CANCEL_FAILED))),
                        },
                      },
                    },
                  },
                },
                downloading: {
                  invoke: {
                    id: 'downloadGrant',
                    src: 'downloadGrant',
                    input: ({ context }) => ({ grantId: downloadingIdOf(context) }),
                    // The count changed on the server: the grants are read again.
                    onDone: { target: '#orders.active.detail.loading', actions: assign({ downloadingId: null }) },
                    onError: {
                      target: '#orders.active.detail.loading',
                      actions: [
                        assign({ downloadingId: null }),
                        emit(({ event }) => ({ type: 'alert', message: failureMessage(event.error, DOWNLOAD_FAILED) }) as const),
                      ],
                    },
                  },
                },
              },
            },
          },
        },
        exporting: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'orders.export': [
                  { guard: 'noOrderChecked', actions: emit(toast('error', SELECT_ORDERS_TO_EXPORT)) },
                  { target: 'running' },
                ],
              },
            },
            running: {
              invoke: {
                id: 'exportOrders',
                src: 'exportOrders',
                input: ({ context }) => ({ orderIds: context.checked }),
                onDone: { target: 'idle', actions: emit(toast('success', ORDERS_EXPORTED)) },
                onError: { target: 'idle', actions: emit(toast('error', EXPORT_FAILED)) },
              },
            },
          },
        },
      },
    },
  },
});
