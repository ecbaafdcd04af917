import { cacheSlot, keyOf } from './cache.ts';
import type { ApiClient } from './client.ts';
import { DEFAULT_FRESH_MS } from './lifetimes.ts';
import type { BlogCategory, BlogPost, BlogPostListResponse, QueryOf } from './models.ts';
import { read } from './request.ts';

const postLists = cacheSlot<BlogPostListResponse>(DEFAULT_FRESH_MS, 'public');
const posts = cacheSlot<BlogPost>(DEFAULT_FRESH_MS, 'public');
const categories = cacheSlot<ReadonlyArray<BlogCategory>>(DEFAULT_FRESH_MS, 'public');

export type BlogQuery = QueryOf<'listBlogPosts'>;

/** GET /blog/posts: data.posts plus top-level totalPages (limit 3 on home, 9 on the list). */
export function listBlogPosts(client: ApiClient, query: BlogQuery, signal: AbortSignal): Promise<BlogPostListResponse> {
  const fetch = () => read(client, (signal) => client.GET('/blog/posts', { params: { query }, signal }), signal);
  return postLists.through(client, keyOf(query), fetch);
}

/** GET /blog/categories: data.categories. */
export function listBlogCategories(client: ApiClient, signal: AbortSignal): Promise<ReadonlyArray<BlogCategory>> {
  const fetch = () => read(client, (signal) => client.GET('/blog/categories', { signal }), signal);
  return categories.through(client, 'all', () => fetch().then((a) => a.data.categories));
}

/** GET /blog/posts/{slug}: data.post. */
export function getBlogPost(client: ApiClient, slug: string, signal: AbortSignal): Promise<BlogPost> {
  const fetch = () => read(client, (signal) => client.GET('/blog/posts/{slug}', { params: { path: { slug } }, signal }), signal);
  return posts.through(client, slug, () => fetch().then((a) => a.data.post));
}
