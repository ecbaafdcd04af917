import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { authorRoleLabel } from '../../domain/blog.ts';
import { blogArticleOf } from '../blog/blog-post.view.ts';
import type { studioBlogEditorMachine } from './studio-blog-editor.machine.ts';
import type { ProductSearchView } from './product-search.view.ts';
import type { StudioBlogPostStatus } from './studio-types.ts';

export const STATE_CHOICES: readonly { value: StudioBlogPostStatus; label: string }[] = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'scheduled', label: 'Scheduled (goes up at a time)' },
  { value: 'published', label: 'Published (on the site now)' },
];

const SAVE_LABELS: Readonly<Record<StudioBlogPostStatus, string>> = {
  draft: 'Save draft',
  scheduled: 'Schedule post',
  published: 'Publish post',
};

/** The post editor, with the related products' search as its productSearch child shows it (product-search.view.ts). */
export function studioBlogEditorView(snapshot: SnapshotFrom<typeof studioBlogEditorMachine>, productSearch: ProductSearchView) {
  const { context } = snapshot;
  const { form, post } = context;
  const ready = snapshot.matches('ready');
  const chosen = new Set(form.related.map((product) => product.id));
  return {
    // No snapshot is ever in 'checkingLogin': its eventless choice is made before the first one (login-gate.ts).
    loading: snapshot.matches('loading'),
    problem: snapshot.matches('failed') ? context.loadError : '',
    canRetry: snapshot.matches('failed'),
    ready,
    heading: context.postId === null ? 'Write a post' : 'Edit post',
    /** The editor takes the loaded text when this changes (once per load). */
    loaded: context.loaded,
    initialHtml: form.html,
    title: form.title,
    excerpt: form.excerpt,
    categoryId: form.categoryId,
    categories: context.categories.map((category) => ({ value: category._id, label: category.name })),
    tags: form.tags,
    featuredImage: form.featuredImage,
    featuredUploading: snapshot.matches({ ready: { featured: 'uploading' } }),
    pictureUploading: snapshot.matches({ ready: { picture: 'uploading' } }),
    picturesToInsert: context.pictures,
    status: form.status,
    states: STATE_CHOICES.map((choice) => ({ ...choice, chosen: choice.value === form.status })),
    publishAt: form.publishAt,
    showPublishAt: form.status === 'scheduled',
    currentState: post
      ? post.status === 'scheduled' && post.publishAt
        ? `Scheduled for ${formatDateTime(post.publishAt)}`
        : post.status === 'published'
          ? 'Published'
          : 'Draft'
      : 'Not saved yet',
    publicHref: post && post.status === 'published' ? `/lifestyle/${encodeURIComponent(post.slug)}` : null,
    author: post ? `${post.author.name}, ${authorRoleLabel(post.author)}` : null,
    related: form.related,
    // The products already added are not offered again; the limit's message before a failed search's.
    relatedSearch: {
      ...productSearch,
      options: productSearch.options.filter((option) => !chosen.has(option.id)),
      problem: context.relatedProblem || productSearch.problem,
    },
    formProblem: context.problem,
    saving: snapshot.matches({ ready: { form: 'saving' } }),
    previewing: snapshot.matches({ ready: { form: 'previewing' } }),
    busy: !snapshot.matches({ ready: { form: 'editing' } }),
    saveLabel: SAVE_LABELS[form.status],
    preview: context.preview ? blogArticleOf(context.preview, { sharing: false, liked: false }) : null,
  };
}

export type StudioBlogEditorView = ReturnType<typeof studioBlogEditorView>;
