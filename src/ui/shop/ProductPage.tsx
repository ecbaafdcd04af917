import { Suspense } from 'react';
import { Link } from 'react-router';
import type { ProductDetailEvent } from '../../machines/shop/product-detail.machine.ts';
import type { ProductDetailView, ReadyProductView } from '../../machines/shop/product-detail.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { breadcrumbList, productObject } from '../frame/structured-data.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { ProductCard } from '../widgets/ProductCard.tsx';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import { Tabs } from '../widgets/Tabs.tsx';
import { statusText } from './controls.css.ts';
import { ProductImages } from './ProductImages.tsx';
import { Stars } from './Stars.tsx';
import { VariantSelector } from './VariantSelector.tsx';
import * as styles from './ProductPage.css.ts';

// The Reviews tab's code loads when the tab is chosen (or the pointer or focus reaches it): the
// product page is the heaviest first load, and most visits read the description.
const { Overlay: ProductReviews, preload: preloadReviews } = lazyOverlay(
  async () => (await import('./ProductReviews.tsx')).ProductReviewsTab,
);

interface ProductPageProps {
  readonly view: ProductDetailView;
  readonly send: (event: ProductDetailEvent) => void;
}

function productJsonLd(view: ReadyProductView) {
  const { product } = view;
  return productObject({
    name: view.title,
    description: product.description,
    sku: product.sku,
    brand: product.brand,
    images: product.images,
    path: `/shop/${product._id}`,
    price: view.price,
    availability: view.schemaAvailability,
    rating: view.rating,
    reviewCount: product.reviewCount,
  });
}

/** /shop/{productId}: everything about one product, with add to cart and the wishlist heart. */
export function ProductPage({ view, send }: ProductPageProps) {
  const breadcrumb = (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/shop">Shop</Link>
        </li>
        {view.status === 'ready' && <li aria-current="page">{view.title}</li>}
      </ol>
    </nav>
  );

  if (view.status === 'loading') {
    return (
      <div className={styles.page}>
        {breadcrumb}
        <p className={statusText} role="status">
          Loading product details...
        </p>
      </div>
    );
  }

  if (view.status === 'notFound') {
    return (
      <div className={styles.page}>
        <PageMeta title="Product not found" notFound />
        {breadcrumb}
        <section className={styles.notFound}>
          <h1 className={styles.notFoundTitle}>Product not found</h1>
          <p>The product you're looking for doesn't exist or has been removed.</p>
          <Link className={primaryButton} to="/shop">
            Return to Shop
          </Link>
        </section>
      </div>
    );
  }

  const { product, title } = view;

  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={product.description}
        image={view.metaImage}
        type="product"
        jsonLd={[productJsonLd(view), breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Shop', path: '/shop' }, { name: view.title }])]}
      />
      {breadcrumb}

      <div className={styles.layout}>
        <ProductImages view={view} onSelect={(image) => send({ type: 'image.select', image })} send={send} />

        <div className={styles.info}>
          <div className={styles.badges}>
            {product.bestseller && <span className={styles.badge}>Bestseller</span>}
            {view.discountBadge && <span className={styles.accentBadge}>{view.discountBadge}</span>}
          </div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.rating}>
            <Stars rating={view.rating} />
            <span>{view.ratingText}</span>
          </p>
          <p className={styles.muted}>SKU: {product.sku}</p>
          {view.digitalFile && <p className={styles.muted}>Download: {view.digitalFile}</p>}

          <div className={styles.prices}>
            <span className={styles.price}>{view.priceText}</span>
            {view.originalPriceText && (
              <>
                <s className={styles.original}>
                  <span className={styles.hidden}>Original price </span>
                  {view.originalPriceText}
                </s>
                <span className={styles.savings}>{view.savingsText}</span>
              </>
            )}
          </div>

          {product.brand && (
            <p>
              <span className={styles.muted}>Brand:</span> {product.brand}
            </p>
          )}

          {product.features.length > 0 && (
            <section aria-labelledby="product-features">
              <h2 id="product-features" className={styles.blockTitle}>
                Key features
              </h2>
              <ul className={styles.features}>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}

          {view.variants && <VariantSelector variants={view.variants} send={send} />}

          <p className={styles.stock} data-status={view.stockStatus}>
            <span className={styles.stockDot} aria-hidden="true" />
            {view.stockText}
          </p>

          {view.preorderOffered && (
            <label className={styles.preorder}>
              <input type="checkbox" checked={view.preorderTicked} onChange={() => send({ type: 'preorder.toggle' })} />
              Pre-order this item (ships in 7–14 days)
            </label>
          )}

          <div className={styles.buy}>
            <QuantityStepper
              value={view.quantity.value}
              min={view.quantity.min}
              max={view.quantity.max}
              canDecrease={view.quantity.canDecrease}
              canIncrease={view.quantity.canIncrease}
              onDecrease={() => send({ type: 'quantity.decrement' })}
              onIncrease={() => send({ type: 'quantity.increment' })}
              onChange={(value) => send({ type: 'quantity.set', value })}
            />
            <button
              type="button"
              className={`${primaryButton} ${styles.addButton}`}
              disabled={view.addButton.disabled}
              aria-busy={view.addButton.busy}
              onClick={() => send({ type: 'cart.add' })}
            >
              {view.addButton.label}
            </button>
            <button
              type="button"
              className={styles.heart}
              aria-label="Save to wishlist"
              aria-pressed={view.heart.pressed}
              disabled={view.heart.disabled}
              onClick={() => send({ type: 'wishlist.toggle' })}
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill={view.heart.pressed ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5l1 1.4 1-1.4C14 6.1 15.4 5 17.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          </div>
        </div>
      </div>

      <Tabs
        label="Product information"
        selected={view.tab}
        onSelect={(key) => send({ type: 'tab.select', tab: key })}
        tabs={[
          { key: 'description', label: 'Description', panel: <p className={styles.description}>{product.description}</p> },
          {
            key: 'reviews',
            label: 'Reviews',
            onApproach: preloadReviews,
            panel: (
              <Suspense fallback={<p className={statusText}>Loading reviews...</p>}>
                <ProductReviews reviews={product.reviews} rating={view.rating} />
              </Suspense>
            ),
          },
        ]}
      />

      {view.similar.length > 0 && (
        <section className={styles.similar} aria-labelledby="similar-products">
          <h2 id="similar-products" className={styles.sectionTitle}>
            Similar Products
          </h2>
          <ul className={styles.similarGrid}>
            {view.similar.map((card) => (
              <li key={card.product._id}>
                <ProductCard
                  product={card.product}
                  action={
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={card.quickAddLabel}
                      disabled={card.quickAddDisabled}
                      onClick={() => send({ type: 'similar.add', productId: card.product._id })}
                    >
                      Quick add
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
