/**
 * The studio's blog: a post's state, what a post needs before it is saved, and the publishing
 * time as the studio types it (Lagos time: West Africa Time, UTC+1 all year, no daylight saving).
 */

export const BLOG_POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

export const STUDIO_BLOG_PAGE_SIZE = 20;
export const MAX_POST_TITLE = 200;
export const MAX_POST_EXCERPT = 500;
export const MAX_POST_CONTENT = 100_000;
export const MAX_POST_TAGS = 10;
export const MAX_TAG_LENGTH = 40;
export const MAX_BLOG_CATEGORY_NAME = 60;
/** The related products a post may name; the public post shows them all. */
export const MAX_POST_RELATED_PRODUCTS = 4;

export const TITLE_REQUIRED = 'Please give the post a title';
export const CATEGORY_REQUIRED = 'Please choose a category';
export const CONTENT_REQUIRED = 'Please write the post';
export const PUBLISH_TIME_REQUIRED = 'Please choose when to publish the post';
export const PUBLISH_TIME_PAST = 'The publishing time must be in the future';
export const CATEGORY_NAME_REQUIRED = 'Please give the category a name';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * Where a post stands at `now`: a draft stays a draft; otherwise it is published once its
 * publishing time has come and scheduled before.
 */
export function blogPostState(draft: boolean, publishAt: Date, now: Date): BlogPostState {
  if (draft) return 'draft';
  return publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export interface BlogPostDraft {
  readonly title: string;
  readonly categoryId: string;
  /** The words of the post once its markup is dropped, and whether it holds a picture. */
  readonly contentText: string;
  readonly contentHasPicture: boolean;
  readonly status: BlogPostState;
  /** The publishing time as an ISO instant, for a scheduled post. */
  readonly publishAt: string | null | undefined;
}

/**
 * The first thing a post lacks before it can be saved in its state, or null. Whether a scheduled
 * time is still ahead is the server's to say (scheduleProblem, by its clock).
 */
export function blogPostProblem(post: BlogPostDraft): string | null {
  if (post.title.trim() === '') return TITLE_REQUIRED;
  if (post.categoryId.trim() === '') return CATEGORY_REQUIRED;
  if (post.contentText.trim() === '' && !post.contentHasPicture) return CONTENT_REQUIRED;
  if (post.status !== 'scheduled') return null;
  return scheduledAt(post.publishAt) === null ? PUBLISH_TIME_REQUIRED : null;
}

function scheduledAt(publishAt: string | null | undefined): Date | null {
  const at = publishAt ? new Date(publishAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** A post's problem with the time `now` added: a scheduled time must still be ahead. */
export function scheduleProblem(post: BlogPostDraft, now: Date): string | null {
  const problem = blogPostProblem(post);
  if (problem || post.status !== 'scheduled') return problem;
  const at = scheduledAt(post.publishAt);
  return at && at.getTime() > now.getTime() ? null : PUBLISH_TIME_PAST;
}

export function categoryNameProblem(name: string): string | null {
  return name.trim() === '' ? CATEGORY_NAME_REQUIRED : null;
}

/** Tags as they are kept: trimmed, blanks dropped, each once whatever its case (the first spelling wins). */
export function normalTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim().replace(/^#+/, '').trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** The tags typed in one box, separated by commas. */
export function tagsFromText(text: string): string[] {
  return normalTags(text.split(','));
}

/** A post's address from its title: 'Golden Hour, in Lagos!' -> 'golden-hour-in-lagos'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'post' : slug;
}

/**
 * A Lagos wall-clock time as typed in a date-and-time field ('2026-11-27T10:30') as an ISO
 * instant ('2026-11-27T09:30:00.000Z'); null when the text is not such a time.
 */
export function lagosTimeToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - LAGOS_OFFSET_MS;
  const back = new Date(utc + LAGOS_OFFSET_MS);
  // 2026-02-30 rolls over to March: not a time anyone meant.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc).toISOString();
}

/** An instant as the Lagos wall-clock time a date-and-time field shows ('2026-11-27T10:30'). */
export function isoToLagosTime(iso: string): string {
  return new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

/** The words of stored post HTML (already sanitized), for the rules above: tags dropped, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function htmlHasPicture(html: string): boolean {
  return /<img\s/i.test(html);
}
