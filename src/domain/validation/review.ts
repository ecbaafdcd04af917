/** The product review form. */
import type { ValidationResult } from './validation-result.ts';

export const REVIEW_MAX_LENGTH = 500;
export const DEFAULT_RATING = 5;
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export type ReviewForm = { rating: number; comment: string };

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/** 1 'Poor' to 5 'Excellent'; '' for anything that is not a rating (no such index). */
export function ratingLabel(rating: number): string {
  return RATING_LABELS[rating - 1] ?? '';
}

/** Comment required and at most 500 characters, then a whole rating from 1 to 5. */
export function validateReview(form: ReviewForm): ValidationResult {
  if (form.comment.trim() === '') return 'Please write a comment';
  if (form.comment.length > REVIEW_MAX_LENGTH) return 'Comment must be 500 characters or less';
  if (!isValidRating(form.rating)) return 'Please select a rating between 1 and 5';
  return null;
}
