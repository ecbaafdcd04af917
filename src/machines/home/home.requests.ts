import { listBlogPosts } from '../../api/blog.ts';
import { listProducts } from '../../api/catalogue.ts';
import { listFeaturedCategories } from '../../api/categories.ts';
import { apiClient } from '../../infrastructure/api-client.ts';

// Loaded on first use by home.live.ts: the API layer stays out of the first chunk.

/** The Captured Notes teaser: the newest posts. */
export async function loadTeaserPosts(limit: number, signal: AbortSignal) {
  const answer = await listBlogPosts(apiClient, { page: 1, limit }, signal);
  return answer.data.posts;
}

/** The home teaser: the newest in-stock products, no pre-orders. */
export async function loadFeaturedProducts(limit: number, signal: AbortSignal) {
  const answer = await listProducts(apiClient, { sortBy: 'newest', inStock: 'true', showPreorder: 'false', limit }, signal);
  return answer.products;
}

/** Shop by category: the categories the studio features, each with how many products it holds. */
export async function loadFeaturedCategories(signal: AbortSignal) {
  return listFeaturedCategories(apiClient, signal);
}
