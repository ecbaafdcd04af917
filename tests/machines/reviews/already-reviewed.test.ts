import { describe, expect, it } from 'vitest';
import { isAlreadyReviewed, reviewFailure } from '../../../src/machines/reviews/order-review.machine.ts';

describe('isAlreadyReviewed', () => {
  it('is false (not a crash) for null, strings and numbers', () => {
    expect(isAlreadyReviewed(null)).toBe(false);
    expect(isAlreadyReviewed('boom')).toBe(false);
    expect(isAlreadyReviewed(400)).toBe(false);
  });

  it('a 400 without words is the already-reviewed refusal; a 400 naming another problem or a 422 is not', () => {
    expect(isAlreadyReviewed({ status: 400, message: '' })).toBe(true);
    expect(isAlreadyReviewed({ status: 400 })).toBe(true);
    expect(isAlreadyReviewed({ status: 400, message: 'Product not found' })).toBe(false);
    expect(isAlreadyReviewed({ status: 422, message: '' })).toBe(false);
    expect(isAlreadyReviewed({ message: '' })).toBe(false);
  });

  it('the server words for an existing review count whatever the status', () => {
    expect(isAlreadyReviewed({ status: 500, message: 'You have already reviewed this product' })).toBe(true);
    expect(reviewFailure({ status: 400 })).toBe('You have already reviewed this product');
    expect(reviewFailure(null)).toBe('Failed to publish review. Please try again later.');
  });
});
