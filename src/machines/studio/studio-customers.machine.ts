import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioCustomerList } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_CUSTOMERS_FAILED = 'Failed to load the customers';

interface StudioCustomersContext {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box, and the search the list shows. */
  readonly text: string;
  readonly search: string;
  readonly page: number;
  readonly list: StudioCustomerList | null;
  readonly loadError: string;
}

export type StudioCustomersEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/** /studio/customers: the customers, newest first, searched by name or email, a page at a time. */
export const studioCustomersMachine = setup({
  types: {
    context: {} as StudioCustomersContext,
    events: {} as StudioCustomersEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadCustomers: fromPromise<StudioCustomerList, { search: string; page: number }>(() => unprovided('loadCustomers')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioCustomers',
  context: ({ input }) => ({ session: input.session, text: '', search: '', page: 1, list: null, loadError: '' }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioCustomersContext, StudioCustomersEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadCustomers',
        src: 'loadCustomers',
        input: ({ context }) => ({ search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_CUSTOMERS_FAILED) }) },
      },
    },
    ready: {
      on: {
        'search.submit': { target: 'loading', actions: assign({ search: ({ context }) => context.text.trim(), page: 1 }) },
        'search.clear': { target: 'loading', actions: assign({ text: '', search: '', page: 1 }) },
        'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
