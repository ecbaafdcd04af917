import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../machines/shared/catalogue-types.ts';
import { TeaserCard } from '../widgets/TeaserCard.tsx';
import * as styles from './HomePage.css.ts';

interface FeaturedProductsProps {
  readonly products: readonly Product[];
  /** The card's quick action (Add to Cart), when the screen offers one. */
  readonly action?: (product: Product) => ReactNode;
}

/** Up to 4 featured products; nothing at all when there are none to show. */
export function FeaturedProducts({ products, action }: FeaturedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="featured-products">
      <h2 className={styles.heading} id="featured-products">
        Featured Products
      </h2>
      <ul className={styles.cards}>
        {products.map((product) => (
          <li key={product._id}>
            <TeaserCard product={product} action={action?.(product)} />
          </li>
        ))}
      </ul>
      <p>
        <Link className={styles.link} to="/shop">
          Shop all products
        </Link>
      </p>
    </section>
  );
}
