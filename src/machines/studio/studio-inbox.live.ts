import { fromPromise } from 'xstate';
import { studioInboxMachine } from './studio-inbox.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/inbox wired to the real API. */
export const liveStudioInboxMachine = studioInboxMachine.provide({
  actors: {
    loadList: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioInbox(input.query.search, input.query.page, signal)),
  },
});
