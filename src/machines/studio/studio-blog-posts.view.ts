import { formatDateTime } from '../../domain/dates.ts';
import { searchedListView, type SearchedListSnapshot } from './searched-list.view.ts';
import type { StudioBlogPostsQuery } from './studio-blog-posts.machine.ts';
import type { StudioBlogPostList, StudioBlogPostStatus } from './studio-types.ts';

const STATE_LABELS: Readonly<Record<StudioBlogPostStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const STATUS_CHOICES: readonly { value: StudioBlogPostStatus | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

export function studioBlogPostsView(snapshot: SearchedListSnapshot<StudioBlogPostList, StudioBlogPostsQuery>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  const posts = list?.posts ?? [];
  const { search, status } = context.query;
  return {
    ...searchedListView(snapshot),
    statuses: STATUS_CHOICES.map((choice) => ({ ...choice, chosen: choice.value === status })),
    empty: ready && posts.length === 0,
    emptyText: search || status ? 'No post matches.' : 'No posts yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'post' : 'posts'}` : '',
    posts: posts.map((post) => ({
      id: post._id,
      href: `/studio/blog/${encodeURIComponent(post._id)}`,
      title: post.title,
      category: post.category,
      state: STATE_LABELS[post.status],
      // A scheduled post says when it goes up, in the studio's (Lagos) time.
      when: post.publishAt ? formatDateTime(post.publishAt) : '—',
      author: post.authorName,
      publicHref: post.status === 'published' ? `/lifestyle/${encodeURIComponent(post.slug)}` : null,
    })),
  };
}

export type StudioBlogPostsView = ReturnType<typeof studioBlogPostsView>;
