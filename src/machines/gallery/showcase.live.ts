import { fromPromise } from 'xstate';
import { showcaseMachine } from './showcase.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** /productshowcase wired to the real API. */
export const liveShowcaseMachine = showcaseMachine.provide({
  actors: { loadShowcase: fromPromise(async ({ signal }) => (await requests()).loadShowcase(signal)) },
});
