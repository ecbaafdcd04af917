import { describe, expect, it } from 'vitest';
import {
  ALREADY_REVIEWED,
  ANONYMOUS_REVIEWER,
  averageRating,
  productRating,
  ratingBreakdown,
  reviewerName,
  satisfactionPercent,
} from '../../src/domain/reviews.ts';

describe('ALREADY_REVIEWED', () => {
  it('is the spec text the server answers and the review form shows', () => {
    expect(ALREADY_REVIEWED).toBe('You have already reviewed this product');
  });
});

describe('reviewerName', () => {
  it('falls back to Anonymous Customer', () => {
    expect(reviewerName({ userId: { name: 'Ada' } })).toBe('Ada');
    expect(reviewerName({ userId: { name: ' Ada ' } })).toBe('Ada');
    expect(ANONYMOUS_REVIEWER).toBe('Anonymous Customer');
    expect(reviewerName({ userId: { name: '' } })).toBe('Anonymous Customer');
    expect(reviewerName({ userId: { name: null } })).toBe('Anonymous Customer');
    expect(reviewerName({ userId: null })).toBe('Anonymous Customer');
    expect(reviewerName({})).toBe('Anonymous Customer');
  });
});

describe('satisfactionPercent', () => {
  it('is average rating / 5 × 100, whole percent', () => {
    expect(satisfactionPercent(5)).toBe(100);
    expect(satisfactionPercent(4.3)).toBe(86);
    expect(satisfactionPercent(4.33)).toBe(87);
    expect(satisfactionPercent(2.5)).toBe(50);
    expect(satisfactionPercent(0)).toBe(0);
    expect(satisfactionPercent(null)).toBe(0);
    expect(satisfactionPercent(undefined)).toBe(0);
  });
});

describe('ratingBreakdown', () => {
  it('counts 5 down to 1 stars with percentages', () => {
    const reviews = [{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 1 }];
    expect(ratingBreakdown(reviews)).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it('rounds ratings and percentages', () => {
    const bars = ratingBreakdown([{ rating: 4.6 }, { rating: 2 }, { rating: 2 }]);
    expect(bars.map((bar) => [bar.count, bar.percent])).toEqual([
      [1, 33],
      [0, 0],
      [0, 0],
      [2, 67],
      [0, 0],
    ]);
  });

  it('is all zeros without reviews', () => {
    expect(ratingBreakdown([]).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('averageRating', () => {
  it('averages to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([])).toBe(0);
  });
});

describe('productRating', () => {
  it('is the average of the reviews when there is one', () => {
    expect(productRating({ averageRating: 4.5, rating: 3 })).toBe(4.5);
    expect(productRating({ averageRating: 4.5 })).toBe(4.5);
  });

  it('falls back to an older record’s rating when there is no average (none, null or 0)', () => {
    expect(productRating({ rating: 3 })).toBe(3);
    expect(productRating({ averageRating: null, rating: 3.5 })).toBe(3.5);
    expect(productRating({ averageRating: 0, rating: 2 })).toBe(2);
  });

  it('is 0 when there is neither', () => {
    expect(productRating({})).toBe(0);
    expect(productRating({ averageRating: null, rating: null })).toBe(0);
  });
});
