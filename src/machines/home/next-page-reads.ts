import { API_BASE } from '../../infrastructure/api-base.ts';
import { GALLERY_WHOLE_LIST } from '../../domain/gallery.ts';
import { blogPageRequest } from '../blog/blog-query.ts';

/**
 * What the home page prefetches, as the spec asks (categories, images and blog lists): the first
 * reads of the pages a visitor goes on to, at the addresses the app's client asks them at: the
 * shop's categories, Captured Notes' categories and first page, and the pictures of Human Stories
 * and Product Showcase. The page names them in `<link rel="prefetch">`, so the browser fetches them
 * when it is idle, with none of the app's code, and keeps a visitor's copy for a minute (the server
 * lets it), so a page opened from here reads them from the browser's cache.
 */
export const NEXT_PAGE_READS: readonly string[] = [
  `${API_BASE}/category`,
  `${API_BASE}/blog/categories`,
  `${API_BASE}/blog/posts?${new URLSearchParams(Object.entries(blogPageRequest({})).map(([key, value]) => [key, String(value)])).toString()}`,
  `${API_BASE}/gallery?galleryType=humanstories&limit=${GALLERY_WHOLE_LIST}&page=1`,
  `${API_BASE}/gallery?galleryType=productshowcase&limit=${GALLERY_WHOLE_LIST}`,
];
