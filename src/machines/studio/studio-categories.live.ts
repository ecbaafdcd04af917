import { fromPromise } from 'xstate';
import { studioCategoriesMachine } from './studio-categories.machine.ts';

const requests = () => import('./studio-catalogue.requests.ts');

/** /studio/categories wired to the real API. */
export const liveStudioCategoriesMachine = studioCategoriesMachine.provide({
  actors: {
    loadCategories: fromPromise(async ({ signal }) => (await requests()).fetchStudioCategories(signal)),
    saveCategory: fromPromise(async ({ input, signal }) => {
      const calls = await requests();
      return input.id ? calls.requestCategoryUpdate(input.id, input.category, signal) : calls.requestCategoryCreate(input.category, signal);
    }),
  },
});
