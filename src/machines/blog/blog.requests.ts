import { getBlogPost, listBlogCategories, listBlogPosts } from '../../api/blog.ts';
import { apiClient } from '../../infrastructure/api-client.ts';
import type { BlogRequest } from './blog-list.machine.ts';

// Loaded on first use by blog.live.ts: the API layer stays out of the first chunk.

export async function loadBlogPage(request: BlogRequest, signal: AbortSignal) {
  const answer = await listBlogPosts(apiClient, request, signal);
  return { posts: answer.data.posts, totalPages: answer.totalPages };
}

export function loadBlogCategories(signal: AbortSignal) {
  return listBlogCategories(apiClient, signal);
}

export function loadBlogPost(slug: string, signal: AbortSignal) {
  return getBlogPost(apiClient, slug, signal);
}
