import type { ReactNode } from 'react';
import type { Product } from '../../machines/shared/catalogue-types.ts';
import { TeaserCard } from './TeaserCard.tsx';
import * as styles from './Blog.css.ts';

interface RelatedProductsProps {
  readonly products: readonly Product[];
  /** Each card's Add to Cart (the shared add-to-cart machine), rendered by the route. */
  readonly action?: (product: Product) => ReactNode;
}

/** The products a post mentions, up to 4, each linking to /shop/{id}. */
export function RelatedProducts({ products, action }: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 className={styles.heading} id="related-products">
        Featured in This Post
      </h2>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product._id}>
            <TeaserCard product={product} action={action?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
