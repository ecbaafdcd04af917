import { assertEvent, assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { dateRangeProblem, STUDIO_ORDERS_PAGE_SIZE, type SortDirection, type StudioOrderSort } from '../../domain/studio-orders.ts';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { OrderStatus, PaymentStatus, StudioOrderList, StudioOrderSummary } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_STUDIO_ORDERS_FAILED = 'Failed to load orders';
export const EXPORT_STUDIO_ORDERS_FAILED = 'Failed to export orders';
export const STUDIO_ORDERS_EXPORTED = 'Orders exported';
/** Typing in the search waits this long after the last key before asking the server. */
export const STUDIO_SEARCH_DEBOUNCE_MS = 300;

export interface StudioOrderFilters {
  readonly status: OrderStatus | '';
  readonly paymentStatus: PaymentStatus | '';
  /** 'YYYY-MM-DD' or '' for an open end. */
  readonly from: string;
  readonly to: string;
  readonly search: string;
}

export interface StudioOrdersQuery {
  readonly page: number;
  readonly limit: number;
  readonly sort: StudioOrderSort;
  readonly direction: SortDirection;
  readonly status?: OrderStatus;
  readonly paymentStatus?: PaymentStatus;
  readonly from?: string;
  readonly to?: string;
  readonly search?: string;
}

interface StudioOrdersContext {
  readonly session: AnyActorRef | null;
  readonly filters: StudioOrderFilters;
  readonly sort: StudioOrderSort;
  readonly direction: SortDirection;
  readonly page: number;
  readonly orders: readonly StudioOrderSummary[];
  readonly total: number;
  readonly pages: number;
  /** Why the list could not be read (the server's words: a customer hears who may open the studio). */
  readonly loadError: string;
}

export type StudioOrdersEvent =
  | { type: 'filter.change'; field: 'status' | 'paymentStatus' | 'from' | 'to'; value: string }
  | { type: 'search.input'; text: string }
  | { type: 'sort.change'; sort: StudioOrderSort; direction: SortDirection }
  | { type: 'page.go'; page: number }
  | { type: 'filters.clear' }
  | { type: 'list.retry' }
  | { type: 'orders.export' };

export const NO_FILTERS: StudioOrderFilters = { status: '', paymentStatus: '', from: '', to: '', search: '' };

/** What the server is asked for: empty filters left out. */
export function studioOrdersQuery(context: Pick<StudioOrdersContext, 'filters' | 'sort' | 'direction' | 'page'>): StudioOrdersQuery {
  const { status, paymentStatus, from, to, search } = context.filters;
  const trimmed = search.trim();
  return {
    page: context.page,
    limit: STUDIO_ORDERS_PAGE_SIZE,
    sort: context.sort,
    direction: context.direction,
    ...(status ? { status } : {}),
    ...(paymentStatus ? { paymentStatus } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(trimmed ? { search: trimmed } : {}),
  };
}

const toast = (kind: 'success' | 'error', message: string) => ({ type: 'toast', kind, message }) as const;

/**
 * /studio/orders: the table of every order, filtered, searched (after a pause in typing), sorted
 * and paged by the server; a backwards date range is not sent; the filtered orders export as CSV.
 */
export const studioOrdersMachine = setup({
  types: {
    context: {} as StudioOrdersContext,
    events: {} as StudioOrdersEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadOrders: fromPromise<StudioOrderList, StudioOrdersQuery>(() => unprovided('loadOrders')),
    /** Asks for the CSV of the filtered orders and hands the file to the browser. */
    exportOrders: fromPromise<undefined, StudioOrdersQuery>(() => unprovided('exportOrders')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    dateRangeIsReversed: ({ context }) => dateRangeProblem(context.filters.from, context.filters.to) !== null,
    // Not xstate's not(): that helper would join the framework chunk every page loads.
    dateRangeReadsForwards: ({ context }) => dateRangeProblem(context.filters.from, context.filters.to) === null,
  },
  actions: {
    setFilter: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.change');
        return { ...context.filters, [event.field]: event.value };
      },
      page: 1,
    }),
  },
  delays: { searchDebounce: STUDIO_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'studioOrders',
  context: ({ input }) => ({
    session: input.session,
    filters: NO_FILTERS,
    sort: 'date',
    direction: 'desc',
    page: 1,
    orders: [],
    total: 0,
    pages: 0,
    loadError: '',
  }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioOrdersContext, StudioOrdersEvent>('active'),
    active: {
      type: 'parallel',
      states: {
        list: {
          initial: 'checking',
          on: {
            'filter.change': { target: '.checking', actions: 'setFilter' },
            'filters.clear': { target: '.checking', actions: assign({ filters: NO_FILTERS, page: 1 }) },
            'search.input': {
              target: '.typing',
              actions: assign({ filters: ({ context, event }) => ({ ...context.filters, search: event.text }), page: 1 }),
            },
            'sort.change': {
              target: '.checking',
              actions: assign({ sort: ({ event }) => event.sort, direction: ({ event }) => event.direction, page: 1 }),
            },
            'page.go': { target: '.checking', actions: assign({ page: ({ event }) => event.page }) },
            'list.retry': { target: '.checking' },
          },
          states: {
            typing: { after: { searchDebounce: 'checking' } },
            checking: { always: [{ guard: 'dateRangeIsReversed', target: 'invalidRange' }, { target: 'loading' }] },
            // The view says why; nothing is asked of the server until the range reads forwards.
            invalidRange: {},
            loading: {
              invoke: {
                id: 'loadOrders',
                src: 'loadOrders',
                input: ({ context }) => studioOrdersQuery(context),
                onDone: {
                  target: 'ready',
                  actions: assign({
                    orders: ({ event }) => event.output.orders,
                    total: ({ event }) => event.output.total,
                    pages: ({ event }) => event.output.pages,
                    loadError: '',
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_STUDIO_ORDERS_FAILED) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: { on: { 'orders.export': { guard: 'dateRangeReadsForwards', target: 'exporting' } } },
            exporting: {
              invoke: {
                id: 'exportOrders',
                src: 'exportOrders',
                input: ({ context }) => studioOrdersQuery(context),
                onDone: { target: 'idle', actions: emit(toast('success', STUDIO_ORDERS_EXPORTED)) },
                onError: {
                  target: 'idle',
                  actions: emit(({ event }) => toast('error', failureMessage(event.error, EXPORT_STUDIO_ORDERS_FAILED))),
                },
              },
            },
          },
        },
      },
    },
  },
});
