import { blogPostProblem, htmlHasPicture, htmlText, isoToLagosTime, lagosTimeToIso, tagsFromText } from '../../domain/studio-blog.ts';
import type { StudioBlogCategory, StudioBlogPost, StudioBlogPostRequest, StudioBlogPostStatus } from './studio-types.ts';

export interface RelatedProduct {
  readonly id: string;
  readonly title: string;
}

export interface PostForm {
  readonly title: string;
  readonly html: string;
  /** The words of the text without markup, and whether it holds a picture (what the rules read). */
  readonly text: string;
  readonly hasPicture: boolean;
  readonly excerpt: string;
  readonly categoryId: string;
  readonly tags: string;
  readonly featuredImage: string | null;
  readonly related: readonly RelatedProduct[];
  readonly status: StudioBlogPostStatus;
  /** Lagos time as a date-and-time field gives it ('2026-11-27T10:30'). */
  readonly publishAt: string;
}

export const EMPTY_FORM: PostForm = {
  title: '',
  html: '',
  text: '',
  hasPicture: false,
  excerpt: '',
  categoryId: '',
  tags: '',
  featuredImage: null,
  related: [],
  status: 'draft',
  publishAt: '',
};

/** The form filled in from a post, or empty for a new one in the first category. */
export function formOf(post: StudioBlogPost | null, categories: readonly StudioBlogCategory[]): PostForm {
  if (!post) return { ...EMPTY_FORM, categoryId: categories[0]?._id ?? '' };
  return {
    title: post.title,
    html: post.content,
    text: htmlText(post.content),
    hasPicture: htmlHasPicture(post.content),
    excerpt: post.excerpt,
    categoryId: post.categoryId,
    tags: post.tags.join(', '),
    featuredImage: post.featuredImage,
    related: post.relatedProducts.map((product) => ({ id: product._id, title: product.title })),
    status: post.status,
    publishAt: post.publishAt && post.status === 'scheduled' ? isoToLagosTime(post.publishAt) : '',
  };
}

/** The form as the server takes it. */
export function postRequestOf(form: PostForm): StudioBlogPostRequest {
  const publishAt = form.status === 'scheduled' ? lagosTimeToIso(form.publishAt) : null;
  return {
    title: form.title.trim(),
    content: form.html,
    excerpt: form.excerpt.trim(),
    categoryId: form.categoryId,
    tags: tagsFromText(form.tags),
    featuredImage: form.featuredImage,
    relatedProductIds: form.related.map((product) => product.id),
    status: form.status,
    ...(publishAt ? { publishAt } : {}),
  };
}

/** What stops the form from being saved, in the rules' own words; null when nothing does. */
export function formProblem(form: PostForm): string | null {
  return blogPostProblem({
    title: form.title,
    categoryId: form.categoryId,
    contentText: form.text,
    contentHasPicture: form.hasPicture,
    status: form.status,
    // Read only for a scheduled post.
    publishAt: lagosTimeToIso(form.publishAt),
  });
}
