import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import type { studioBlogPostsMachine } from './studio-blog-posts.machine.ts';
import type { StudioBlogPostStatus } from './studio-types.ts';

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

export function studioBlogPostsView(snapshot: SnapshotFrom<typeof studioBlogPostsMachine>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const list = context.list;
  return {
    loading: snapshot.matches('loading') || snapshot.matches('checkingLogin'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    text: context.text,
    searched: context.search,
    statuses: STATUS_CHOICES.map((choice) => ({ ...choice, chosen: choice.value === context.status })),
    empty: ready && (list?.posts.length ?? 0) === 0,
    emptyText: context.search || context.status ? 'No post matches.' : 'No posts yet.',
    summary: ready && list ? `${list.total} ${list.total === 1 ? 'post' : 'posts'}` : '',
    posts: (list?.posts ?? []).map((post) => ({
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
    page: context.page,
    pages: list?.pages ?? 0,
    canGoBack: ready && context.page > 1,
    canGoForward: ready && context.page < (list?.pages ?? 0),
  };
}

export type StudioBlogPostsView = ReturnType<typeof studioBlogPostsView>;
