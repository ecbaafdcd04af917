import { fromPromise } from 'xstate';
import { studioBlogCategoriesMachine } from './studio-blog-categories.machine.ts';

const requests = () => import('./studio-blog.requests.ts');

/** /studio/blog/categories wired to the real API. */
export const liveStudioBlogCategoriesMachine = studioBlogCategoriesMachine.provide({
  actors: {
    loadCategories: fromPromise(async ({ signal }) => (await requests()).fetchStudioBlogCategories(signal)),
    saveCategory: fromPromise(
      async ({ input, signal }) => (await (await requests()).requestBlogCategorySave(input.id, input.name, signal)).message,
    ),
  },
});
