import { API_BASE } from '../../infrastructure/api-base.ts';
import { blogPageRequest } from '../blog/blog-query.ts';

/**
 * What the home page prefetches, as the spec asks (categories and blog lists): the first reads of
 * the pages a visitor goes on to, at the addresses the app's client asks them at: the shop's
 * categories, Captured Notes' categories and its first page. The page names them in
 * `<link rel="prefetch">`, so the browser fetches them when it is idle, without any of the app's
 * code, and keeps them (the server lets it, for a minute), so the shop or Captured Notes opened
 * from here reads them from the browser's cache.
 */
export const NEXT_PAGE_READS: readonly string[] = [
  `${API_BASE}/category`,
  `${API_BASE}/blog/categories`,
  `${API_BASE}/blog/posts?${new URLSearchParams(Object.entries(blogPageRequest({})).map(([key, value]) => [key, String(value)])).toString()}`,
];
