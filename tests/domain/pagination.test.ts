import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  clampPage,
  ELLIPSIS,
  hasNextPage,
  hasPrevPage,
  HOME_BLOG_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  pageWindow,
  totalPages,
} from '../../src/domain/pagination.ts';

const E = ELLIPSIS;

describe('pageWindow', () => {
  it('marks skipped pages with the ellipsis item', () => {
    expect(ELLIPSIS).toBe('ellipsis');
  });

  it('shows first, last, current and one either side with ellipses', () => {
    expect(pageWindow(5, 10)).toEqual([1, E, 4, 5, 6, E, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, E, 10]);
    expect(pageWindow(10, 10)).toEqual([1, E, 9, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, E, 10]);
    expect(pageWindow(4, 10)).toEqual([1, E, 3, 4, 5, E, 10]);
    expect(pageWindow(8, 10)).toEqual([1, E, 7, 8, 9, 10]);
  });

  it('needs no ellipsis for few pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -1)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(50, 10)).toEqual([1, E, 9, 10]);
    expect(pageWindow(0, 10)).toEqual([1, 2, E, 10]);
    expect(pageWindow(Number.NaN, 4)).toEqual([1, 2, E, 4]);
  });

  const windows = fc.integer({ min: 1, max: 500 }).chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)));

  it('always starts at 1, ends at the last page, contains the current page and its neighbours', () => {
    fc.assert(
      fc.property(windows, ([current, total]) => {
        const items = pageWindow(current, total);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        for (const page of [current - 1, current, current + 1]) {
          if (page >= 1 && page <= total) expect(items).toContain(page);
        }
      }),
    );
  });

  it('is strictly increasing, with an ellipsis exactly where pages are skipped', () => {
    fc.assert(
      fc.property(windows, ([current, total]) => {
        const items = pageWindow(current, total);
        const pages = items.filter((item): item is number => item !== E);
        expect(pages.length).toBeLessThanOrEqual(5);
        for (let index = 1; index < items.length; index++) {
          const item = items[index];
          const before = items[index - 1];
          if (item === E) {
            expect(before).not.toBe(E);
            expect(items[index + 1]).toBeGreaterThan((before as number) + 1);
          } else if (before !== E) {
            expect(item).toBe((before as number) + 1);
          }
        }
      }),
    );
  });
});

describe('clampPage', () => {
  it('keeps a page within [1, total] as a whole number', () => {
    expect(clampPage(3, 10)).toBe(3);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(2.7, 10)).toBe(2);
    expect(clampPage(5, 3.5)).toBe(3);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 10)).toBe(1);
  });
});

describe('page counts', () => {
  it('uses the page sizes of the specs', () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
    expect(HOME_BLOG_PAGE_SIZE).toBe(3);
    expect(ORDERS_PAGE_SIZE).toBe(10);
  });

  it('rounds the page count up', () => {
    expect(totalPages(0, 12)).toBe(0);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(-4, 12)).toBe(0);
  });

  it('knows whether there is a previous and a next page', () => {
    expect(hasPrevPage(1)).toBe(false);
    expect(hasPrevPage(2)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(2, 3)).toBe(true);
  });
});
