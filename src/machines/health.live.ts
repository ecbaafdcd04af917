import { fromPromise } from 'xstate';
import { healthMachine } from './health.machine.ts';

/** The health machine wired to the real API client (its request loads on first use). */
export const liveHealthMachine = healthMachine.provide({
  actors: {
    loadHealth: fromPromise(async ({ signal }) => (await import('./health.requests.ts')).loadHealth(signal)),
  },
});
