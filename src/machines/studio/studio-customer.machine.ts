import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioCustomerDetail } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_CUSTOMER_FAILED = 'Failed to load the customer';

interface StudioCustomerContext {
  readonly session: AnyActorRef | null;
  readonly id: string;
  readonly detail: StudioCustomerDetail | null;
  readonly loadError: string;
}

export type StudioCustomerEvent = { type: 'customer.retry' };

/** /studio/customers/:id: one customer, read-only. */
export const studioCustomerMachine = setup({
  types: {
    context: {} as StudioCustomerContext,
    events: {} as StudioCustomerEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; id: string },
  },
  actors: {
    loadCustomer: fromPromise<StudioCustomerDetail, { id: string }>(() => unprovided('loadCustomer')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioCustomer',
  context: ({ input }) => ({ session: input.session, id: input.id, detail: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioCustomerContext, StudioCustomerEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_CUSTOMER_FAILED) }) },
      },
    },
    ready: {},
    failed: { on: { 'customer.retry': 'loading' } },
  },
});
