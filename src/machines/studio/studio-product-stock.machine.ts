import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioProductStock } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_HISTORY_FAILED = 'Failed to load the stock history';

interface StudioProductStockContext {
  readonly session: AnyActorRef | null;
  readonly productId: string;
  readonly page: number;
  readonly stock: StudioProductStock | null;
  readonly loadError: string;
}

export type StudioProductStockEvent = { type: 'page.go'; page: number } | { type: 'list.retry' };

/** /studio/stock/:productId: a product's stock and its history, a page at a time. */
export const studioProductStockMachine = setup({
  types: {
    context: {} as StudioProductStockContext,
    events: {} as StudioProductStockEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; productId: string },
  },
  actors: {
    loadStock: fromPromise<StudioProductStock, { productId: string; page: number }>(() => unprovided('loadStock')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioProductStock',
  context: ({ input }) => ({ session: input.session, productId: input.productId, page: 1, stock: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioProductStockContext, StudioProductStockEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadStock',
        src: 'loadStock',
        input: ({ context }) => ({ productId: context.productId, page: context.page }),
        onDone: { target: 'ready', actions: assign({ stock: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_HISTORY_FAILED) }) },
      },
    },
    ready: { on: { 'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) } } },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
