import { fromPromise } from 'xstate';
import { liveAddToCartMachine } from '../shared/add-to-cart.live.ts';
import { blogListMachine } from './blog-list.machine.ts';
import { blogPostMachine } from './blog-post.machine.ts';
import { readLikedPosts } from '../../infrastructure/liked-posts.ts';
import { shareOrCopyLink } from '../../infrastructure/share.ts';

const requests = () => import('./blog.requests.ts');

/** /lifestyle wired to the real API. */
export const liveBlogListMachine = blogListMachine.provide({
  actors: {
    loadPosts: fromPromise(async ({ input, signal }) => (await requests()).loadBlogPage(input, signal)),
    loadCategories: fromPromise(async ({ signal }) => (await requests()).loadBlogCategories(signal)),
  },
});

/** /lifestyle/{slug} wired to the real API. */
export const liveBlogPostMachine = blogPostMachine.provide({
  actors: {
    loadPost: fromPromise(async ({ input, signal }) => (await requests()).loadBlogPost(input.slug, signal)),
    share: fromPromise(({ input }) => shareOrCopyLink(input)),
    readLikedPosts: fromPromise<readonly string[]>(async () => readLikedPosts()),
    addToCart: liveAddToCartMachine,
  },
});
