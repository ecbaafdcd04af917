import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, wrapIndex } from '../../src/domain/wrap-index.ts';
import { SWIPE_THRESHOLD_PX, swipeDirection } from '../../src/domain/swipe.ts';

describe('wrapIndex', () => {
  it('wraps in both directions', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(nextIndex(0, 3)).toBe(1);
    expect(previousIndex(2, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(-3, 3)).toBe(0);
  });

  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, -1)).toBe(0);
  });

  it('always lands in [0, length) and next undoes previous', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, length) => {
        const wrapped = wrapIndex(index, length);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(length);
        expect(nextIndex(previousIndex(wrapped, length), length)).toBe(wrapped);
      }),
    );
  });
});

describe('swipeDirection', () => {
  it('needs more than 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(51)).toBe('previous');
  });
});
