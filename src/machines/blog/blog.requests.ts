import { Effect } from 'effect';
import { getBlogPost, listBlogCategories, listBlogPosts } from '../../api/blog.ts';
import { listProducts } from '../../api/catalogue.ts';
import { apiClient } from '../api-client.ts';
import type { BlogRequest } from './blog-list.machine.ts';

// Loaded on first use by blog.live.ts and home.live.ts: Effect stays out of the first chunk.

export async function loadBlogPage(request: BlogRequest, signal: AbortSignal) {
  const answer = await Effect.runPromise(listBlogPosts(apiClient, request), { signal });
  return { posts: answer.data.posts, totalPages: answer.totalPages };
}

export function loadBlogCategories(signal: AbortSignal) {
  return Effect.runPromise(listBlogCategories(apiClient), { signal });
}

export function loadBlogPost(slug: string, signal: AbortSignal) {
  return Effect.runPromise(getBlogPost(apiClient, slug), { signal });
}

/** The home teaser: the newest in-stock products, no pre-orders (§7). */
export async function loadFeaturedProducts(limit: number, signal: AbortSignal) {
  const answer = await Effect.runPromise(listProducts(apiClient, { sortBy: 'newest', inStock: 'true', showPreorder: 'false', limit }), { signal });
  return answer.products;
}
