/** The reviews section of a product. */

export const ANONYMOUS_REVIEWER = 'Anonymous Customer';

/** One review per customer and product: the server's refusal and the form's toast. */
export const ALREADY_REVIEWED = 'You have already reviewed this product';

export type ReviewAuthor = { userId?: { name?: string | null } | null };

export function reviewerName(review: ReviewAuthor): string {
  const name = review.userId?.name?.trim();
  return name ? name : ANONYMOUS_REVIEWER;
}

/** Satisfaction percent = average rating / 5 × 100, whole percent, 0 without ratings. */
export function satisfactionPercent(averageRating: number | null | undefined): number {
  return Math.round(((averageRating ?? 0) / 5) * 100);
}

export type RatingBar = { stars: 5 | 4 | 3 | 2 | 1; count: number; percent: number };

/** The 5-to-1 star breakdown; ratings are rounded to whole stars, percent of all reviews. */
export function ratingBreakdown(reviews: readonly { rating: number }[]): RatingBar[] {
  const stars = [5, 4, 3, 2, 1] as const;
  return stars.map((star) => {
    const count = reviews.filter((review) => Math.round(review.rating) === star).length;
    const percent = reviews.length === 0 ? 0 : Math.round((count / reviews.length) * 100);
    return { stars: star, count, percent };
  });
}

/** The average shown when the server sent no averageRating: one decimal, 0 without reviews. */
export function averageRating(reviews: readonly { rating: number }[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/**
 * The one rating a product shows everywhere (card, page, reviews tab, JSON-LD): the average of its
 * reviews, else the `rating` an older record carries, else 0.
 */
export function productRating(product: { averageRating?: number | null; rating?: number | null }): number {
  return product.averageRating || product.rating || 0;
}
