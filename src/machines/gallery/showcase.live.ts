import { fromPromise } from 'xstate';
import { showcaseMachine } from './showcase.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** /productshowcase wired to the real API; a failed load is only logged. */
export const liveShowcaseMachine = showcaseMachine.provide({
  actions: { logLoadFailure: (_, { error }) => console.warn('Failed to load the product showcase', error) },
  actors: { loadShowcase: fromPromise(async ({ signal }) => (await requests()).loadShowcase(signal)) },
});
