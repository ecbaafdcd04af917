import { fromPromise } from 'xstate';
import { studioTeamMachine } from './studio-team.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/team wired to the real API. */
export const liveStudioTeamMachine = studioTeamMachine.provide({
  actors: {
    loadTeam: fromPromise(async ({ signal }) => (await requests()).fetchStudioStaff(signal)),
    invite: fromPromise(async ({ input, signal }) => (await requests()).requestStaffInvite(input.email, input.name, signal)),
    revoke: fromPromise(async ({ input, signal }) => (await requests()).requestStaffRevoke(input.id, signal)),
  },
});
