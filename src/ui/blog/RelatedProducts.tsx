import type { ComponentProps, ReactNode } from 'react';
import { ProductCard } from '../widgets/ProductCard.tsx';
import * as styles from './Blog.css.ts';

type Product = ComponentProps<typeof ProductCard>['product'];

interface RelatedProductsProps {
  readonly products: readonly Product[];
  /** Each card's Add to Cart (the shared add-to-cart machine), rendered by the route. */
  readonly action?: (product: Product) => ReactNode;
}

/** The products a post mentions, up to 4 (§2.15), each linking to /shop/{id}. */
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
            <ProductCard product={product} action={action?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
