import { describe, expect, it } from 'vitest';
import {
  blogPostProblem,
  blogPostState,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_REQUIRED,
  categoryNameProblem,
  CONTENT_REQUIRED,
  htmlHasPicture,
  htmlText,
  isoToLagosTime,
  lagosTimeToIso,
  normalTags,
  PUBLISH_TIME_PAST,
  PUBLISH_TIME_REQUIRED,
  scheduleProblem,
  slugFromTitle,
  tagsFromText,
  TITLE_REQUIRED,
  type BlogPostDraft,
} from '../../src/domain/studio-blog.ts';

const now = new Date('2026-11-27T09:30:00.000Z');
const post: BlogPostDraft = {
  title: 'Golden hour',
  categoryId: 'blogcat-lifestyle',
  contentText: 'Warm light',
  contentHasPicture: false,
  status: 'published',
  publishAt: null,
};

describe('a post’s state', () => {
  it('is a draft whatever its time, scheduled before its time and published at it', () => {
    expect(blogPostState(true, new Date(now.getTime() - 1), now)).toBe('draft');
    expect(blogPostState(false, new Date(now.getTime() + 1), now)).toBe('scheduled');
    expect(blogPostState(false, now, now)).toBe('published');
    expect(blogPostState(false, new Date(now.getTime() - 1), now)).toBe('published');
  });
});

describe('what a post needs', () => {
  it('names the first thing missing, in order', () => {
    expect(blogPostProblem({ ...post, title: '  ', categoryId: '' })).toBe(TITLE_REQUIRED);
    expect(blogPostProblem({ ...post, categoryId: ' ' })).toBe(CATEGORY_REQUIRED);
    expect(blogPostProblem({ ...post, contentText: ' ' })).toBe(CONTENT_REQUIRED);
    expect(blogPostProblem({ ...post, contentText: '', contentHasPicture: true })).toBeNull();
    expect(blogPostProblem(post)).toBeNull();
    expect(TITLE_REQUIRED).toBe('Please give the post a title');
    expect(CATEGORY_REQUIRED).toBe('Please choose a category');
    expect(CONTENT_REQUIRED).toBe('Please write the post');
  });

  it('needs a valid time to schedule, and the server’s clock says whether it is still ahead', () => {
    expect(blogPostProblem({ ...post, status: 'scheduled' })).toBe(PUBLISH_TIME_REQUIRED);
    expect(blogPostProblem({ ...post, status: 'scheduled', publishAt: 'soon' })).toBe(PUBLISH_TIME_REQUIRED);
    expect(blogPostProblem({ ...post, status: 'scheduled', publishAt: '2000-01-01T00:00:00.000Z' })).toBeNull();
    expect(scheduleProblem({ ...post, status: 'scheduled', publishAt: now.toISOString() }, now)).toBe(PUBLISH_TIME_PAST);
    expect(scheduleProblem({ ...post, status: 'scheduled', publishAt: '2026-11-27T09:30:00.001Z' }, now)).toBeNull();
    expect(scheduleProblem({ ...post, status: 'scheduled' }, now)).toBe(PUBLISH_TIME_REQUIRED);
    expect(scheduleProblem({ ...post, title: '' }, now)).toBe(TITLE_REQUIRED);
    expect(scheduleProblem({ ...post, publishAt: '2000-01-01T00:00:00.000Z' }, now)).toBeNull();
    expect(PUBLISH_TIME_REQUIRED).toBe('Please choose when to publish the post');
    expect(PUBLISH_TIME_PAST).toBe('The publishing time must be in the future');
  });

  it('needs a category name', () => {
    expect(categoryNameProblem(' ')).toBe(CATEGORY_NAME_REQUIRED);
    expect(categoryNameProblem('Weddings')).toBeNull();
    expect(CATEGORY_NAME_REQUIRED).toBe('Please give the category a name');
  });
});

describe('tags and addresses', () => {
  it('keeps each tag once, trimmed, without a leading #, the first spelling winning', () => {
    expect(normalTags([' Light ', 'light', '#Dusk', '', '  ', '## lagos'])).toEqual(['Light', 'Dusk', 'lagos']);
    expect(tagsFromText('a, b ,,A')).toEqual(['a', 'b']);
  });

  it('makes an address from the title', () => {
    expect(slugFromTitle('Golden Hour, in Lagos!')).toBe('golden-hour-in-lagos');
    expect(slugFromTitle('Café à Ìbàdàn')).toBe('cafe-a-ibadan');
    expect(slugFromTitle('!!!')).toBe('post');
    expect(slugFromTitle(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
    expect(slugFromTitle('x'.repeat(100))).toHaveLength(80);
  });
});

describe('Lagos time', () => {
  it('reads a typed Lagos time as the instant an hour earlier in UTC, and back', () => {
    expect(lagosTimeToIso('2026-11-27T10:30')).toBe('2026-11-27T09:30:00.000Z');
    expect(lagosTimeToIso('2026-11-28T00:15')).toBe('2026-11-27T23:15:00.000Z');
    expect(isoToLagosTime('2026-11-27T23:15:00.000Z')).toBe('2026-11-28T00:15');
    expect(isoToLagosTime('2026-11-27T09:30:59.000Z')).toBe('2026-11-27T10:30');
  });

  it('refuses what is not a time', () => {
    expect(lagosTimeToIso('')).toBeNull();
    expect(lagosTimeToIso('2026-11-27 10:30')).toBeNull();
    expect(lagosTimeToIso('2026-02-30T10:30')).toBeNull();
    expect(lagosTimeToIso('2026-11-27T24:00')).toBeNull();
    expect(lagosTimeToIso('2026-11-27T10:60')).toBeNull();
    expect(lagosTimeToIso('2026-11-27T23:59')).toBe('2026-11-27T22:59:00.000Z');
  });
});

describe('the words of post HTML', () => {
  it('drops the markup and collapses spaces; sees a picture', () => {
    expect(htmlText('<h2>Light</h2><p>Warm&nbsp; <b>glow</b></p>')).toBe('Light Warm glow');
    expect(htmlText('<p><img src="/x.webp" alt="x"></p>')).toBe('');
    expect(htmlHasPicture('<p><img src="/x.webp"></p>')).toBe(true);
    expect(htmlHasPicture('<p>image</p>')).toBe(false);
  });
});
