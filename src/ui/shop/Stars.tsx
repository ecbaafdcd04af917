import * as styles from './ProductPage.css.ts';

/** Five stars, filled to the rating, read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating }: { readonly rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {'★'.repeat(filled)}
      <span className={styles.starsEmpty}>{'★'.repeat(Math.max(0, 5 - filled))}</span>
    </span>
  );
}
