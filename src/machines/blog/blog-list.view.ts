import type { SnapshotFrom } from 'xstate';
import { pageWindow, type PageItem } from '../../domain/pagination.ts';
import { postCard, type PostCardView } from '../home/home.view.ts';
import type { blogListMachine } from './blog-list.machine.ts';

export const BLOG_LIST_FAILED = 'Failed to load blog posts';
export const NO_BLOG_POSTS = 'No blog posts found.';

export interface BlogListView {
  readonly status: 'loading' | 'failed' | 'empty' | 'loaded';
  readonly message: string | null;
  readonly category: string;
  readonly categories: readonly string[];
  readonly cards: readonly PostCardView[];
  readonly page: number;
  readonly pages: readonly PageItem[];
  readonly previousPage: number | null;
  readonly nextPage: number | null;
}

export function blogListView(snapshot: SnapshotFrom<typeof blogListMachine>): BlogListView {
  const { query, categories, page } = snapshot.context;
  const current = query.page ?? 1;
  const loaded = snapshot.matches('loaded');
  const empty = loaded && page.posts.length === 0;
  const status = snapshot.matches('failed') ? 'failed' : !loaded ? 'loading' : empty ? 'empty' : 'loaded';
  return {
    status,
    message: status === 'failed' ? BLOG_LIST_FAILED : status === 'empty' ? NO_BLOG_POSTS : null,
    category: query.category ?? '',
    categories: categories.map((category) => category.name),
    cards: loaded ? page.posts.map(postCard) : [],
    page: current,
    pages: loaded && page.totalPages > 1 ? pageWindow(current, page.totalPages) : [],
    previousPage: loaded && current > 1 ? current - 1 : null,
    nextPage: loaded && current < page.totalPages ? current + 1 : null,
  };
}
