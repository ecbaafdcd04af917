import { fromPromise } from 'xstate';
import { studioBlogPostsMachine } from './studio-blog-posts.machine.ts';

const requests = () => import('./studio-blog.requests.ts');

/** /studio/blog wired to the real API. */
export const liveStudioBlogPostsMachine = studioBlogPostsMachine.provide({
  actors: {
    loadList: fromPromise(async ({ input, signal }) => (await requests()).fetchStudioBlogPosts(input.query, signal)),
  },
});
