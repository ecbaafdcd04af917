import { fromPromise } from 'xstate';
import { showcaseItemMachine } from './showcase-item.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** /image/productshowcase/{id} wired to the real API. */
export const liveShowcaseItemMachine = showcaseItemMachine.provide({
  actors: {
    loadShowcase: fromPromise(async ({ signal }) => (await requests()).loadShowcase(signal)),
    // Only when the list lacks the item: the built-in items stay out of the page's first load.
    loadStaticShowcase: fromPromise(async () => (await import('./static-showcase.ts')).STATIC_SHOWCASE),
  },
});
