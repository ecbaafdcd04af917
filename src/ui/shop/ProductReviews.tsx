import { formatDateTime } from '../../domain/dates.ts';
import { ratingBreakdown, reviewerName, satisfactionPercent } from '../../domain/reviews.ts';
import type { Review } from '../../machines/shop/product-detail.machine.ts';
import { Stars } from './Stars.tsx';
import * as styles from './ProductPage.css.ts';

interface ProductReviewsProps {
  readonly reviews: readonly Review[];
  readonly averageRating: number;
}

/** The Reviews tab: summary with the 5-to-1 breakdown and satisfaction, then the reviews. */
export function ProductReviews({ reviews, averageRating }: ProductReviewsProps) {
  const breakdown = ratingBreakdown(reviews);
  return (
    <div className={styles.reviews}>
      <div className={styles.reviewSummary}>
        <p className={styles.average}>{averageRating.toFixed(1)}</p>
        <Stars rating={averageRating} />
        <p>
          {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
        </p>
        <p className={styles.satisfaction}>{satisfactionPercent(averageRating)}% satisfaction</p>
        <ul className={styles.breakdown} aria-label="Rating breakdown">
          {breakdown.map((bar) => (
            <li key={bar.stars} className={styles.breakdownRow}>
              <span>{bar.stars} stars</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
              </span>
              <span>
                {bar.count} ({bar.percent}%)
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.reviewList}>
        {reviews.length === 0 ? (
          <h2 className={styles.blockTitle}>No Reviews Yet</h2>
        ) : (
          <ul className={styles.plainList}>
            {reviews.map((review) => (
              <li key={review._id} className={styles.review}>
                <p className={styles.reviewer}>
                  <strong>{reviewerName(review)}</strong>
                  {review.verifiedPurchase && <span className={styles.verified}>Verified Purchase</span>}
                </p>
                <Stars rating={review.rating} />
                <p className={styles.reviewDate}>{formatDateTime(review.date)}</p>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.reviewHint}>Customers who purchase this item can leave a review</p>
      </div>
    </div>
  );
}
