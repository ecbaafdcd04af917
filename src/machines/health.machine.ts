import { assign, fromPromise, setup } from 'xstate';
import type { Health } from '../api/health.ts';
import { unprovided } from './unprovided.ts';

/**
 * Asks the server whether it is up. The request itself is injected (`loadHealth`),
 * so the machine is tested without a network; health.live.ts binds the real client.
 */
export const healthMachine = setup({
  types: {
    context: {} as { health: Health | null },
    events: {} as { type: 'health.retry' },
  },
  actors: {
    loadHealth: fromPromise<Health>(() => unprovided('loadHealth')),
  },
}).createMachine({
  id: 'health',
  context: { health: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHealth',
        src: 'loadHealth',
        onDone: { target: 'ready', actions: assign({ health: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: {
      on: { 'health.retry': 'loading' },
    },
  },
});
