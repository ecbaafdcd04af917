import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNaira, finalPrice, hasDiscount, originalPrice } from '../../domain/money.ts';
import { productTitle } from '../../domain/product-page.ts';
import { productRating } from '../../domain/reviews.ts';
import { productAvailability } from '../../domain/stock.ts';
import { mainImage } from '../../domain/variants.ts';
import type { Product } from '../../machines/shared/catalogue-types.ts';
import * as styles from './ProductCard.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

interface ProductCardProps {
  readonly product: Product;
  readonly view?: 'grid' | 'list';
  /** The card's heading level: h3 under a section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Something the shopper can do without opening the product (quick add). */
  readonly action?: ReactNode;
  /** The card is in the first row a shopper sees: its picture is likely the page's largest paint. */
  readonly priority?: boolean;
}

/** A product teaser that links to /shop/{id}. */
export function ProductCard({ product, view = 'grid', headingLevel: Heading = 'h3', action, priority = false }: ProductCardProps) {
  const title = productTitle(product);
  const image = mainImage(product);
  const availability = productAvailability(product);
  const rating = productRating(product);

  return (
    <article className={view === 'list' ? `${styles.card} ${styles.listCard}` : styles.card}>
      <div className={styles.frame}>
        {image && (
          <img
            className={styles.image}
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
        <div className={styles.badges}>
          {product.bestseller && <span className={styles.badge}>Bestseller</span>}
          {hasDiscount(product) && <span className={styles.accentBadge}>-{product.discount}%</span>}
          {availability.status !== 'in-stock' && <span className={styles.badge}>{availability.label}</span>}
        </div>
      </div>
      <div className={styles.body}>
        {product.category && <p className={styles.category}>{product.category.title}</p>}
        <Heading className={styles.title}>
          <Link className={styles.titleLink} to={`/shop/${product._id}`}>
            {title}
          </Link>
        </Heading>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatNaira(finalPrice(product))}</span>
          {hasDiscount(product) && (
            <s className={styles.original}>
              <span className={visuallyHidden}>Was </span>
              {formatNaira(originalPrice(product))}
            </s>
          )}
        </div>
        <div className={styles.meta}>
          <span>{availability.label}</span>
          {rating > 0 && (
            <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
              ★ {rating.toFixed(1)}
            </span>
          )}
        </div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
