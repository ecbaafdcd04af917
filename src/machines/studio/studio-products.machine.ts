import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioProductList, StudioProductStatus } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_PRODUCTS_FAILED = 'Failed to load the products';

export interface StudioProductsQuery {
  readonly search: string;
  readonly status: StudioProductStatus;
  readonly page: number;
}

interface StudioProductsContext {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box, and the search the list shows. */
  readonly text: string;
  readonly query: StudioProductsQuery;
  readonly list: StudioProductList | null;
  readonly loadError: string;
}

export type StudioProductsEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'status.choose'; status: StudioProductStatus }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/** /studio/products: the catalogue, archived products included, searched, filtered and paged on the server. */
export const studioProductsMachine = setup({
  types: {
    context: {} as StudioProductsContext,
    events: {} as StudioProductsEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadProducts: fromPromise<StudioProductList, StudioProductsQuery>(() => unprovided('loadProducts')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
  },
}).createMachine({
  id: 'studioProducts',
  context: ({ input }) => ({ session: input.session, text: '', query: { search: '', status: 'all', page: 1 }, list: null, loadError: '' }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioProductsContext, StudioProductsEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_PRODUCTS_FAILED) }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'search.submit': {
          target: 'loading',
          actions: assign({ query: ({ context }) => ({ ...context.query, search: context.text.trim(), page: 1 }) }),
        },
        'search.clear': {
          target: 'loading',
          actions: assign({ text: '', query: ({ context }) => ({ ...context.query, search: '', page: 1 }) }),
        },
        'status.choose': {
          target: 'loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, status: event.status, page: 1 }) }),
        },
        'page.go': { target: 'loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }) },
      },
    },
  },
});
