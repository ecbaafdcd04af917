import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { chooseBlogCategory, type BlogListQuery } from '../../domain/blog.ts';
import type { AppEffect } from '../app-effects.ts';
import { blogPageRequest, blogQueryHref } from './blog-query.ts';
import { unprovided } from '../unprovided.ts';

type BlogPostSummary = components['schemas']['BlogPostSummary'];
type BlogCategory = components['schemas']['BlogCategory'];

export interface BlogPage {
  readonly posts: readonly BlogPostSummary[];
  readonly totalPages: number;
}

export type BlogRequest = BlogListQuery & { page: number; limit: number };

export type BlogListEvent =
  { type: 'category.choose'; category: string | null } | { type: 'page.choose'; page: number } | { type: 'posts.retry' };

interface BlogListContext {
  readonly query: BlogListQuery;
  readonly categories: readonly BlogCategory[];
  readonly page: BlogPage;
}

/**
 * /lifestyle. The address is the query: the route starts a fresh machine for every
 * address, and choosing a category or a page only navigates (the new address brings the new
 * list, and every navigation scrolls to the top). The categories are for the dropdown; without
 * them the list still works, with All Categories alone.
 */
export const blogListMachine = setup({
  types: {
    context: {} as BlogListContext,
    events: {} as BlogListEvent,
    input: {} as { query: BlogListQuery },
    emitted: {} as AppEffect,
  },
  actors: {
    loadPosts: fromPromise<BlogPage, BlogRequest>(() => unprovided('loadPosts')),
    loadCategories: fromPromise<readonly BlogCategory[]>(() => unprovided('loadCategories')),
  },
}).createMachine({
  id: 'blogList',
  context: ({ input }) => ({ query: input.query, categories: [], page: { posts: [], totalPages: 0 } }),
  invoke: {
    src: 'loadCategories',
    onDone: { actions: assign({ categories: ({ event }) => event.output }) },
    // The dropdown then offers All Categories alone; the list itself is unaffected.
    onError: {},
  },
  on: {
    'category.choose': {
      actions: emit(
        ({ context, event }) => ({ type: 'navigate', to: blogQueryHref(chooseBlogCategory(context.query, event.category)) }) as const,
      ),
    },
    'page.choose': {
      actions: emit(({ context, event }) => ({ type: 'navigate', to: blogQueryHref({ ...context.query, page: event.page }) }) as const),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPosts',
        input: ({ context }) => blogPageRequest(context.query),
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: { on: { 'posts.retry': 'loading' } },
  },
});
