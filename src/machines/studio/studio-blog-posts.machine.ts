import { fromPromise } from 'xstate';
import { unprovided } from '../unprovided.ts';
import { searchedListMachine, type SearchedListEvent, type SearchedListRequest } from './searched-list.machine.ts';
import type { StudioBlogPostList, StudioBlogPostStatus } from './studio-types.ts';

export const LOAD_POSTS_FAILED = 'Failed to load the posts';

export interface StudioBlogPostsQuery {
  readonly search: string;
  readonly status: StudioBlogPostStatus | null;
  readonly page: number;
}

export type StudioBlogPostsEvent = SearchedListEvent<StudioBlogPostsQuery>;

/** /studio/blog: every post, newest change first, by state and by a part of its title, a page at a time. */
export const studioBlogPostsMachine = searchedListMachine({
  id: 'studioBlogPosts',
  loadList: fromPromise<StudioBlogPostList, SearchedListRequest<StudioBlogPostsQuery>>(() => unprovided('loadList')),
  failedText: LOAD_POSTS_FAILED,
  firstQuery: { search: '', status: null, page: 1 },
});
