import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { AppEffect } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import type { StudioBlogPostList, StudioBlogPostStatus } from './studio-types.ts';
import { unprovided } from '../unprovided.ts';
import { loginGate } from '../login-gate.ts';

export const LOAD_POSTS_FAILED = 'Failed to load the posts';

export interface StudioBlogPostsQuery {
  readonly search: string;
  readonly status: StudioBlogPostStatus | null;
  readonly page: number;
}

interface StudioBlogPostsContext extends StudioBlogPostsQuery {
  readonly session: AnyActorRef | null;
  /** What is typed in the search box; `search` is what the list shows. */
  readonly text: string;
  readonly list: StudioBlogPostList | null;
  readonly loadError: string;
}

export type StudioBlogPostsEvent =
  | { type: 'search.input'; text: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'status.choose'; status: StudioBlogPostStatus | null }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/** /studio/blog: every post, newest change first, by state and by a part of its title, a page at a time. */
export const studioBlogPostsMachine = setup({
  types: {
    context: {} as StudioBlogPostsContext,
    events: {} as StudioBlogPostsEvent,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null },
  },
  actors: {
    loadPosts: fromPromise<StudioBlogPostList, StudioBlogPostsQuery>(() => unprovided('loadPosts')),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'studioBlogPosts',
  context: ({ input }) => ({ session: input.session, text: '', search: '', status: null, page: 1, list: null, loadError: '' }),
  initial: 'checkingLogin',
  on: { 'search.input': { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    ...loginGate<StudioBlogPostsContext, StudioBlogPostsEvent>('loading'),
    loading: {
      invoke: {
        id: 'loadPosts',
        src: 'loadPosts',
        input: ({ context }) => ({ search: context.search, status: context.status, page: context.page }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, loadError: '' }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, LOAD_POSTS_FAILED) }) },
      },
    },
    ready: {
      on: {
        'search.submit': { target: 'loading', actions: assign({ search: ({ context }) => context.text.trim(), page: 1 }) },
        'search.clear': { target: 'loading', actions: assign({ text: '', search: '', page: 1 }) },
        'status.choose': { target: 'loading', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
        'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
  },
});
