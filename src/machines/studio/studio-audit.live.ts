import { fromPromise } from 'xstate';
import { studioAuditMachine } from './studio-audit.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/audit wired to the real API. */
export const liveStudioAuditMachine = studioAuditMachine.provide({
  actors: { loadAudit: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioAudit(input.page, signal)) },
});
