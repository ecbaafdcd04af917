import { fromPromise } from 'xstate';
import { studioDashboardMachine } from './studio-dashboard.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio wired to the real API. */
export const liveStudioDashboardMachine = studioDashboardMachine.provide({
  actors: {
    loadDashboard: fromPromise(async ({ signal }) => (await requests()).fetchStudioDashboard(signal)),
  },
});
