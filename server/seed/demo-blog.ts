import type { Queryable } from '../db/database.ts';
import { postText, sanitizePostHtml } from '../blog/post-html.ts';
import { bulkInsert } from './bulk-insert.ts';
import { BLOG_AUTHORS, BLOG_CATEGORIES, DEMO_BLOG_POSTS, type SeedBlogPost } from './demo-blog-posts.ts';
import { SEED_EPOCH } from './seed-catalogue.ts';

const DAY_MS = 86_400_000;
const EXCERPT_LENGTH = 160;
// One warm palette per category, so the cards of a category look related.
const PALETTES: Readonly<Record<string, readonly [string, string]>> = {
  'Photography Tips': ['#7a3e1d', '#e0a458'],
  'Behind the Scenes': ['#1f3b4d', '#6fa3a8'],
  Lifestyle: ['#5b2a4a', '#e07a5f'],
  'Gear Guides': ['#2d3a1f', '#a3b86c'],
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function daysBefore(days: number): Date {
  return new Date(SEED_EPOCH.getTime() - days * DAY_MS);
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A 1200x630 picture: the category's gradient, a sun and hills (the page shows the title and category in HTML). */
export function blogArtwork(title: string, category: string): string {
  const [dark, light] = PALETTES[category] ?? ['#333333', '#999999'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="260" r="110" fill="#fff3d6" opacity="0.85"/>
<path d="M0 470 Q300 360 600 450 T1200 420 V630 H0 Z" fill="${dark}" opacity="0.8"/>
</svg>`;
}

/** A round portrait placeholder: a head and shoulders (the page names the author beside it). */
export function authorArtwork(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">
<circle cx="100" cy="100" r="100" fill="#3d2c22"/><circle cx="100" cy="80" r="36" fill="#f4e3c1"/><path d="M36 176 Q100 104 164 176 Z" fill="#f4e3c1"/></svg>`;
}

function postHtml(post: SeedBlogPost): string {
  return post.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n');
}

function excerptOf(html: string): string {
  const text = postText(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function postRow(post: SeedBlogPost, index: number): unknown[] {
  const author = BLOG_AUTHORS[post.author];
  const content = sanitizePostHtml(postHtml(post));
  return [
    `post-${String(index + 1).padStart(3, '0')}`,
    post.slug,
    post.title,
    `blogcat-${slugOf(post.category)}`,
    [...post.tags],
    `/media/blog/${post.slug}.svg`,
    content,
    excerptOf(content),
    post.publishedDaysAgo === null ? null : daysBefore(post.publishedDaysAgo),
    daysBefore(post.createdDaysAgo),
    // Some readers have been here already; the count goes on from this.
    (DEMO_BLOG_POSTS.length - index) * 37,
    author.name,
    `/media/blog/author-${post.author}.svg`,
    author.role,
    [...author.displayRoles],
    [...post.relatedProducts],
    [...post.relatedPosts],
    daysBefore(post.publishedDaysAgo ?? post.createdDaysAgo),
  ];
}

/** Captured Notes for a fresh shop: 4 categories, 13 posts, their pictures and related products. */
export async function seedDemoBlog(db: Queryable): Promise<void> {
  await bulkInsert(
    db,
    'blog_categories',
    ['id', 'name', 'created_at'],
    BLOG_CATEGORIES.map((name) => [`blogcat-${slugOf(name)}`, name, SEED_EPOCH]),
  );
  await bulkInsert(
    db,
    'blog_posts',
    [
      'id',
      'slug',
      'title',
      'category_id',
      'tags',
      'featured_image',
      'content',
      'excerpt',
      'published_at',
      'created_at',
      'views',
      'author_name',
      'author_image',
      'author_role',
      'author_display_roles',
      'related_product_ids',
      'related_post_slugs',
      'updated_at',
    ],
    DEMO_BLOG_POSTS.map(postRow),
  );
  const images = [
    ...DEMO_BLOG_POSTS.map((post) => [post.slug, blogArtwork(post.title, post.category)]),
    ...Object.entries(BLOG_AUTHORS).map(([key, author]) => [`author-${key}`, authorArtwork(author.name)]),
  ];
  await bulkInsert(db, 'blog_images', ['slug', 'svg'], images);
}
