import type { components } from '../../../src/api/schema.gen.ts';

type BlogPostSummary = components['schemas']['BlogPostSummary'];
type BlogPost = components['schemas']['BlogPost'];

export function summary(n: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    _id: `post-${n}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    category: 'Photography Tips',
    tags: ['portraits', 'light', 'ibadan', 'golden hour'],
    featuredImage: `/media/blog/post-${n}.svg`,
    excerpt: `Excerpt ${n}`,
    publishedAt: '2026-10-31T09:00:00.000Z',
    createdAt: '2026-10-29T09:00:00.000Z',
    views: 12,
    ...overrides,
  };
}

export function fullPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...summary(1, { title: 'Golden Hour Portraits in Ibadan', slug: 'golden-hour-portraits-in-ibadan', views: 1204 }),
    content: '<p>From Mapo Hill the whole city turns copper.</p>',
    author: { name: 'Kunle Adeyemi', profileImage: '/media/blog/author-kunle.svg', role: 'founder', displayRoles: [] },
    relatedProducts: [],
    relatedPosts: [summary(2), summary(3)],
    ...overrides,
  };
}

/** An API error as the machines see it (src/api/errors.ts), without loading Effect. */
export const notFound = { _tag: 'NotFound', message: 'Post not found' };
export const offline = { _tag: 'Network', cause: new Error('offline') };
