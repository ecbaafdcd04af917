/**
 * Numbered pagination for the shop and the blog: first, last, the current page and one either
 * side, with an ellipsis wherever pages are skipped.
 */

export const ELLIPSIS = 'ellipsis';
export type PageItem = number | typeof ELLIPSIS;

export const BLOG_PAGE_SIZE = 9;
export const HOME_BLOG_PAGE_SIZE = 3;
export const ORDERS_PAGE_SIZE = 10;

/** Clamps a page into [1, totalPages] as a whole number; nonsense (NaN) reads as page 1. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Math.floor(page);
  const last = Math.max(Math.floor(totalPages), 1);
  return Number.isNaN(whole) ? 1 : Math.min(Math.max(whole, 1), last);
}

/** Pages to render, in order, with ELLIPSIS for every run of skipped pages; [] without pages. */
export function pageWindow(current: number, totalPages: number): PageItem[] {
  const page = clampPage(current, totalPages);
  const last = Math.floor(totalPages);
  // Already ascending: 1 ≤ page-1 < page < page+1 ≤ last once duplicates and pages outside
  // [1, last] are gone, so no sort is needed. Without pages (last < 1) nothing survives.
  const shown = [...new Set([1, page - 1, page, page + 1, last])].filter((candidate) => candidate >= 1 && candidate <= last);
  const items: PageItem[] = [];
  let previous = 0;
  for (const candidate of shown) {
    if (candidate - previous > 1) items.push(ELLIPSIS);
    items.push(candidate);
    previous = candidate;
  }
  return items;
}

export function totalPages(totalItems: number, pageSize: number): number {
  return Math.ceil(Math.max(totalItems, 0) / pageSize);
}

export function hasPrevPage(page: number): boolean {
  return page > 1;
}

export function hasNextPage(page: number, total: number): boolean {
  return page < total;
}
