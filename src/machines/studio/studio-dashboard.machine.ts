import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioDashboard } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_DASHBOARD_FAILED = 'Failed to load the dashboard';

interface StudioDashboardContext {
  readonly session: AnyActorRef | null;
  readonly dashboard: StudioDashboard | null;
  readonly loadError: string;
}

export type StudioDashboardEvent = { type: 'dashboard.retry' } | { type: 'dashboard.refresh' };

/** /studio: the dashboard's figures, read on arrival and again on request; a guest is sent to log in. */
export const studioDashboardMachine = setup({
  types: {
    context: {} as StudioDashboardContext,
    events: {} as StudioDashboardEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadDashboard: fromPromise<StudioDashboard>(() => unprovided('loadDashboard')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
  },
}).createMachine({
  id: 'studioDashboard',
  context: ({ input }) => ({ session: input.session, dashboard: null, loadError: '' }),
  initial: 'checkingLogin',
  states: {
    ...loginGate<StudioDashboardContext, StudioDashboardEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'ready', actions: assign({ dashboard: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_DASHBOARD_FAILED) }) },
      },
    },
    // A refresh that failed keeps the figures shown, and its Refresh button still reads again.
    failed: { on: { 'dashboard.retry': 'loading', 'dashboard.refresh': 'loading' } },
    ready: { on: { 'dashboard.refresh': 'loading' } },
  },
});
