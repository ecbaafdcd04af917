import { formatDateTime } from '../../domain/dates.ts';
import { ratingBreakdown, reviewerName, satisfactionPercent } from '../../domain/reviews.ts';
import type { Review } from './product-detail.machine.ts';

/** The Reviews tab, ready to render: the summary, the 5-to-1 breakdown and the reviews. */
export interface ReviewsView {
  readonly rating: number;
  /** '4.5' */
  readonly averageText: string;
  /** '1 review', '3 reviews' */
  readonly countText: string;
  /** '90% satisfaction' */
  readonly satisfactionText: string;
  readonly breakdown: readonly { readonly stars: number; readonly label: string; readonly countText: string; readonly percent: number }[];
  /** Empty: the tab says 'No Reviews Yet'. */
  readonly reviews: readonly {
    readonly id: string;
    readonly reviewer: string;
    readonly verified: boolean;
    readonly rating: number;
    readonly dateText: string;
    readonly comment: string;
  }[];
}

/**
 * The Reviews tab of a product whose rating the page shows (productRating). Loaded with the tab's
 * code (ProductReviews.tsx), so the first load of the product page carries neither.
 */
export function productReviewsView(reviews: readonly Review[], rating: number): ReviewsView {
  return {
    rating,
    averageText: rating.toFixed(1),
    countText: `${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`,
    satisfactionText: `${satisfactionPercent(rating)}% satisfaction`,
    breakdown: ratingBreakdown(reviews).map((bar) => ({
      stars: bar.stars,
      label: `${bar.stars} ${bar.stars === 1 ? 'star' : 'stars'}`,
      countText: `${bar.count} (${bar.percent}%)`,
      percent: bar.percent,
    })),
    reviews: reviews.map((review) => ({
      id: review._id,
      reviewer: reviewerName(review),
      verified: review.verifiedPurchase,
      rating: review.rating,
      dateText: formatDateTime(review.date),
      comment: review.comment,
    })),
  };
}
