import { productReviewsView, type ReviewsView } from '../../machines/shop/product-reviews.view.ts';
import type { Review } from '../../machines/shop/product-detail.machine.ts';
import { Stars } from './Stars.tsx';
import * as styles from './ProductPage.css.ts';

/**
 * The Reviews tab as the product page loads it on demand: its view is made here, with the tab's
 * code, so the page's first load carries neither (the view function decides, not this component).
 */
export function ProductReviewsTab({ reviews, rating }: { readonly reviews: readonly Review[]; readonly rating: number }) {
  return <ProductReviews view={productReviewsView(reviews, rating)} />;
}

/** The Reviews tab: summary with the 5-to-1 breakdown and satisfaction, then the reviews. */
export function ProductReviews({ view }: { readonly view: ReviewsView }) {
  return (
    <div className={styles.reviews}>
      <div className={styles.reviewSummary}>
        <p className={styles.average}>{view.averageText}</p>
        <Stars rating={view.rating} />
        <p>{view.countText}</p>
        <p className={styles.satisfaction}>{view.satisfactionText}</p>
        <ul className={styles.breakdown} aria-label="Rating breakdown">
          {view.breakdown.map((bar) => (
            <li key={bar.stars} className={styles.breakdownRow}>
              <span>{bar.label}</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
              </span>
              <span>{bar.countText}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.reviewList}>
        {view.reviews.length === 0 ? (
          <h2 className={styles.blockTitle}>No Reviews Yet</h2>
        ) : (
          <ul className={styles.plainList}>
            {view.reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <p className={styles.reviewer}>
                  <strong>{review.reviewer}</strong>
                  {review.verified && <span className={styles.verified}>Verified Purchase</span>}
                </p>
                <Stars rating={review.rating} />
                <p className={styles.reviewDate}>{review.dateText}</p>
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
