import type { BlogListQuery } from '../../domain/blog.ts';
import { BLOG_PAGE_SIZE } from '../../domain/pagination.ts';

/**
 * What /lifestyle asks the server for at an address: its query, its page (1 when left out), 9
 * posts a page. The home page's prefetch asks the same, so the list finds it in the cache.
 */
export function blogPageRequest(query: BlogListQuery): BlogListQuery & { page: number; limit: number } {
  return { ...query, page: query.page ?? 1, limit: BLOG_PAGE_SIZE };
}

/** The list's query as the address carries it: ?category=&tag=&search=&page= (page 1 is left out). */
export function readBlogQuery(search: string): BlogListQuery {
  const params = new URLSearchParams(search);
  const query: BlogListQuery = {};
  for (const key of ['category', 'tag', 'search'] as const) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function blogQueryHref(query: BlogListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/lifestyle?${search}` : '/lifestyle';
}
