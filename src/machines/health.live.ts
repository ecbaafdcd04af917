import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import { getHealth } from '../api/health.ts';
import { apiClient } from './api-client.ts';
import { healthMachine } from './health.machine.ts';

/** The health machine wired to the real API client. */
export const liveHealthMachine = healthMachine.provide({
  actors: {
    loadHealth: fromPromise(({ signal }) => Effect.runPromise(getHealth(apiClient), { signal })),
  },
});
