import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNairaWithKobo, finalPrice, hasDiscount, originalPrice } from '../../domain/money.ts';
import { productTitle } from '../../domain/product-page.ts';
import { productRating } from '../../domain/reviews.ts';
import { teaserStockLabel } from '../../domain/stock.ts';
import { mainImage } from '../../domain/variants.ts';
import type { Product } from '../../machines/shared/catalogue-types.ts';
import * as styles from './ProductCard.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

interface TeaserCardProps {
  readonly product: Product;
  /** The card's Add to Cart, rendered by the screen. */
  readonly action?: ReactNode;
}

/**
 * A product teaser on the home page and under a blog post: stock above 0 reads In Stock, anything else Pre-order (teasers know no pre-order
 * flag), prices show two decimals and the review count shows. The shop's ProductCard follows the
 * shop's rules instead (Sold Out, whole naira); this is its own file so the product page, which
 * loads ProductCard and has no bundle room left, does not carry the teaser's rules.
 */
export function TeaserCard({ product, action }: TeaserCardProps) {
  const title = productTitle(product);
  const image = mainImage(product);
  const stock = teaserStockLabel(product.stock);
  const rating = productRating(product);
  const reviews = product.reviews.length;

  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {image && <img className={styles.image} src={image} alt="" loading="lazy" />}
        <div className={styles.badges}>
          {hasDiscount(product) && <span className={styles.accentBadge}>-{product.discount}%</span>}
          {stock === 'Pre-order' && <span className={styles.badge}>{stock}</span>}
        </div>
      </div>
      <div className={styles.body}>
        {product.category && <p className={styles.category}>{product.category.title}</p>}
        <h3 className={styles.title}>
          <Link className={styles.titleLink} to={`/shop/${product._id}`}>
            {title}
          </Link>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatNairaWithKobo(finalPrice(product))}</span>
          {hasDiscount(product) && (
            <s className={styles.original}>
              <span className={visuallyHidden}>Was </span>
              {formatNairaWithKobo(originalPrice(product))}
            </s>
          )}
        </div>
        <div className={styles.meta}>
          <span>{stock}</span>
          {rating > 0 && (
            <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
              ★ {rating.toFixed(1)}
            </span>
          )}
          <span>
            {reviews} {reviews === 1 ? 'review' : 'reviews'}
          </span>
        </div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
