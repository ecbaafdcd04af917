import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { finalPrice, formatNairaWithKobo, hasDiscount, originalPrice, savings } from '../../domain/money.ts';
import { productTitle } from '../../domain/product-page.ts';
import { addToCartButtonLabel, productAvailability, showsPreorderCheckbox, variantStockLabel } from '../../domain/stock.ts';
import { mainImage } from '../../domain/variants.ts';
import {
  currentStock,
  galleryImages,
  isInWishlist,
  type Product,
  type productDetailMachine,
} from '../../machines/shop/product-detail.machine.ts';
import type { carouselMachine } from '../../machines/shop/carousel.machine.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { ToastContext } from '../app/ToastContext.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { statusText } from './controls.css.ts';
import { ProductCard } from '../widgets/ProductCard.tsx';
import { ProductImages } from './ProductImages.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import { Tabs } from '../widgets/Tabs.tsx';
import { Stars } from './Stars.tsx';
import { VariantSelector } from './VariantSelector.tsx';
import * as styles from './ProductPage.css.ts';

interface ProductPageProps {
  readonly machine: typeof productDetailMachine;
  readonly productId: string;
  /** The image viewer's machine (tests give one without the browser's share sheet). */
  readonly carousel?: typeof carouselMachine;
}

function productJsonLd(product: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productTitle(product),
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'NGN',
      price: finalPrice(product),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
    },
  };
}

/** /shop/{productId}: everything about one product, with add to cart and the wishlist heart. */
export function ProductPage({ machine, productId, carousel }: ProductPageProps) {
  const [snapshot, send, actorRef] = useMachine(machine, { input: { productId } });
  const toasts = ToastContext.useActorRef();
  const session = SessionContext.useActorRef();
  const loggedIn = SessionContext.useSelector((s) => s.context.token !== null);
  const sessionWishlist = SessionContext.useSelector((s) => s.context.user?.wishlist);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The machine says what happened; the app's toasts, router and session act on it.
  useEffect(() => {
    const subscriptions = [
      actorRef.on('toast', (event) => toasts.send({ type: 'toast.show', kind: event.kind, message: event.message })),
      actorRef.on('loginRequired', () => void navigate('/login', { state: { from: pathname } })),
      actorRef.on('cart.changed', () => session.send({ type: 'cart.reload' })),
      actorRef.on('wishlist.changed', () => session.send({ type: 'user.reload' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, toasts, session, navigate, pathname]);

  const { product, selectedVariant, quantity, preorder, tab, similar } = snapshot.context;

  const breadcrumb = (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/shop">Shop</Link>
        </li>
        {product && <li aria-current="page">{productTitle(product)}</li>}
      </ol>
    </nav>
  );

  if (snapshot.matches('loading')) {
    return (
      <div className={styles.page}>
        {breadcrumb}
        <p className={statusText} role="status">
          Loading product details...
        </p>
      </div>
    );
  }

  if (snapshot.matches('notFound') || !product) {
    return (
      <div className={styles.page}>
        <PageMeta title="Product not found" />
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

  const title = productTitle(product);
  const priced = selectedVariant ?? product;
  const stock = currentStock(product, selectedVariant);
  const availability = productAvailability({ stock, preorder: product.preorder });
  const offersPreorder = product.preorder.allowed && showsPreorderCheckbox(stock);
  const inWishlist = isInWishlist(snapshot.context.wishlist ?? sessionWishlist ?? [], product._id);
  const adding = snapshot.matches({ ready: { cart: 'adding' } });
  const rating = product.averageRating || product.rating;

  return (
    <div className={styles.page}>
      <PageMeta title={title} description={product.description} image={mainImage(product)} type="product" jsonLd={productJsonLd(product)} />
      {breadcrumb}

      <div className={styles.layout}>
        <ProductImages
          machine={carousel}
          title={title}
          images={galleryImages(product, selectedVariant)}
          selectedImage={snapshot.context.selectedImage}
          onSelect={(image) => send({ type: 'image.select', image })}
        />

        <div className={styles.info}>
          <div className={styles.badges}>
            {product.bestseller && <span className={styles.badge}>Bestseller</span>}
            {hasDiscount(priced) && <span className={styles.accentBadge}>{priced.discount}% OFF</span>}
          </div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.rating}>
            <Stars rating={rating} />
            <span>
              {rating.toFixed(1)} ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </p>
          <p className={styles.muted}>SKU: {product.sku}</p>

          <div className={styles.prices}>
            <span className={styles.price}>{formatNairaWithKobo(finalPrice(priced))}</span>
            {hasDiscount(priced) && (
              <>
                <s className={styles.original}>
                  <span className={styles.hidden}>Original price </span>
                  {formatNairaWithKobo(originalPrice(priced))}
                </s>
                <span className={styles.savings}>You save {formatNairaWithKobo(savings(priced))}</span>
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

          {product.hasVariants && product.variants.length > 0 && (
            <VariantSelector
              variants={product.variants}
              selectedId={selectedVariant?._id ?? null}
              showAll={snapshot.context.showAllVariants}
              view={snapshot.context.variantView}
              send={send}
            />
          )}

          <p className={styles.stock} data-status={availability.status}>
            <span className={styles.stockDot} aria-hidden="true" />
            {selectedVariant ? variantStockLabel(selectedVariant.stock) : availability.detail}
          </p>

          {offersPreorder && (
            <label className={styles.preorder}>
              <input type="checkbox" checked={preorder} onChange={() => send({ type: 'preorder.toggle' })} />
              Pre-order this item (ships in 7–14 days)
            </label>
          )}

          <div className={styles.buy}>
            <QuantityStepper
              value={quantity}
              min={1}
              max={stock > 0 ? stock : 99}
              canDecrease={quantity > 1}
              canIncrease
              onDecrease={() => send({ type: 'quantity.decrement' })}
              onIncrease={() => send({ type: 'quantity.increment' })}
              onChange={(value) => send({ type: 'quantity.set', value })}
            />
            <button
              type="button"
              className={`${primaryButton} ${styles.addButton}`}
              disabled={(availability.cartButtonDisabled && !preorder) || adding}
              aria-busy={adding}
              onClick={() => send({ type: 'cart.add', loggedIn })}
            >
              {addToCartButtonLabel(preorder)}
            </button>
            <button
              type="button"
              className={styles.heart}
              aria-label="Save to wishlist"
              aria-pressed={inWishlist}
              disabled={snapshot.matches({ ready: { wishlist: 'saving' } })}
              onClick={() => send({ type: 'wishlist.toggle', loggedIn, inWishlist })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
                <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5l1 1.4 1-1.4C14 6.1 15.4 5 17.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          </div>
        </div>
      </div>

      <Tabs
        label="Product information"
        selected={tab}
        onSelect={(key) => send({ type: 'tab.select', tab: key })}
        tabs={[
          { key: 'description', label: 'Description', panel: <p className={styles.description}>{product.description}</p> },
          { key: 'reviews', label: 'Reviews', panel: <ProductReviews reviews={product.reviews} averageRating={product.averageRating} /> },
        ]}
      />

      {similar.length > 0 && (
        <section className={styles.similar} aria-labelledby="similar-products">
          <h2 id="similar-products" className={styles.sectionTitle}>
            Similar Products
          </h2>
          <ul className={styles.similarGrid}>
            {similar.map((item) => (
              <li key={item._id}>
                <ProductCard
                  product={item}
                  action={
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={`Quick add ${productTitle(item)} to cart`}
                      disabled={productAvailability(item).cartButtonDisabled || adding}
                      onClick={() => send({ type: 'similar.add', productId: item._id, loggedIn })}
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
