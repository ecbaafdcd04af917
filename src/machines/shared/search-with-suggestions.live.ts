import { fromPromise } from 'xstate';
import { searchWithSuggestionsMachine } from './search-with-suggestions.machine.ts';

/** Product search with suggestions from GET /product/list (its request loads on first use). */
export const liveProductSearchMachine = searchWithSuggestionsMachine.provide({
  actors: {
    suggest: fromPromise(async ({ input, signal }) =>
      (await import('./search-with-suggestions.requests.ts')).suggestProducts(input.text, signal),
    ),
  },
});
