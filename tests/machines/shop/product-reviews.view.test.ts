import { describe, expect, it } from 'vitest';
import { productReviewsView } from '../../../src/machines/shop/product-reviews.view.ts';
import { review } from './fixtures.ts';

describe('productReviewsView', () => {
  it('summarises the reviews: average, count, satisfaction, the 5-to-1 breakdown, and each review', () => {
    // A review whose author has no name left is anonymous.
    const anonymous = { ...review, _id: 'rev-2', userId: {}, rating: 3.6, verifiedPurchase: false };
    expect(productReviewsView([review, anonymous], 4.3)).toEqual({
      rating: 4.3,
      averageText: '4.3',
      countText: '2 reviews',
      satisfactionText: '86% satisfaction',
      breakdown: [
        { stars: 5, label: '5 stars', countText: '1 (50%)', percent: 50 },
        { stars: 4, label: '4 stars', countText: '1 (50%)', percent: 50 },
        { stars: 3, label: '3 stars', countText: '0 (0%)', percent: 0 },
        { stars: 2, label: '2 stars', countText: '0 (0%)', percent: 0 },
        { stars: 1, label: '1 star', countText: '0 (0%)', percent: 0 },
      ],
      reviews: [
        {
          id: 'rev-1',
          reviewer: 'Adaeze Okafor',
          verified: true,
          rating: 5,
          dateText: '20 March 2026 at 3:05 pm',
          comment: 'Sturdy and folds flat.',
        },
        {
          id: 'rev-2',
          reviewer: 'Anonymous Customer',
          verified: false,
          rating: 3.6,
          dateText: '20 March 2026 at 3:05 pm',
          comment: 'Sturdy and folds flat.',
        },
      ],
    });
  });

  it('says one review in the singular, and has no reviews and no satisfaction without ratings', () => {
    expect(productReviewsView([review], 5)).toMatchObject({ countText: '1 review', satisfactionText: '100% satisfaction' });
    expect(productReviewsView([], 0)).toMatchObject({
      averageText: '0.0',
      countText: '0 reviews',
      satisfactionText: '0% satisfaction',
      reviews: [],
    });
  });
});
