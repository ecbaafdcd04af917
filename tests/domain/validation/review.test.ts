import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATING,
  isValidRating,
  RATING_LABELS,
  ratingLabel,
  REVIEW_MAX_LENGTH,
  validateReview,
} from '../../../src/domain/validation/review.ts';

describe('validateReview', () => {
  it('requires a comment', () => {
    expect(validateReview({ rating: 5, comment: '' })).toBe('Please write a comment');
    expect(validateReview({ rating: 0, comment: '   ' })).toBe('Please write a comment');
  });

  it('allows 499 and 500 characters, not 501', () => {
    expect(REVIEW_MAX_LENGTH).toBe(500);
    expect(validateReview({ rating: 5, comment: 'a'.repeat(499) })).toBeNull();
    expect(validateReview({ rating: 5, comment: 'a'.repeat(500) })).toBeNull();
    expect(validateReview({ rating: 0, comment: 'a'.repeat(501) })).toBe('Comment must be 500 characters or less');
  });

  it('needs a whole rating from 1 to 5', () => {
    expect(validateReview({ rating: 1, comment: 'ok' })).toBeNull();
    expect(validateReview({ rating: 0, comment: 'ok' })).toBe('Please select a rating between 1 and 5');
    expect(validateReview({ rating: 6, comment: 'ok' })).toBe('Please select a rating between 1 and 5');
  });
});

describe('ratings', () => {
  it('defaults to 5', () => {
    expect(DEFAULT_RATING).toBe(5);
  });

  it('accepts 1 to 5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 2.5, Number.NaN].map(isValidRating)).toEqual([false, true, true, true, true, true, false, false, false]);
  });

  it('labels Poor to Excellent', () => {
    expect(RATING_LABELS).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(ratingLabel(0)).toBe('');
    expect(ratingLabel(6)).toBe('');
    expect(ratingLabel(4.5)).toBe('');
  });
});
