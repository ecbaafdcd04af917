import { fromPromise } from 'xstate';
import { studioMessageMachine } from './studio-message.machine.ts';

const requests = () => import('./studio.requests.ts');

/** /studio/inbox/:referenceId wired to the real API. */
export const liveStudioMessageMachine = studioMessageMachine.provide({
  actors: {
    loadMessage: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioMessage(input.referenceId, signal)),
    setHandled: fromPromise(async ({ input, signal }) =>
      (await requests()).requestMessageHandled(input.referenceId, input.handled, signal),
    ),
  },
});
