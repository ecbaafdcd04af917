import { Suspense } from 'react';
import { SORT_OPTIONS, isSortBy } from '../../domain/filter-options.ts';
import type { ShopListingPageEvent } from '../../machines/shop/shop-listing.machine.ts';
import type { ShopListingViewModel } from '../../machines/shop/shop-listing.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { statusText, eyebrow } from './controls.css.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { Pagination } from './Pagination.tsx';
import { ProductCard } from '../widgets/ProductCard.tsx';
import { SearchBox } from './SearchBox.tsx';
import * as styles from './ShopPage.css.ts';

interface ShopPageProps {
  readonly view: ShopListingViewModel;
  readonly send: (event: ShopListingPageEvent) => void;
}

// The drawer (with react-aria) is downloaded when a shopper reaches for the Filters button.
const { Overlay: FilterDrawer, preload: preloadFilterDrawer } = lazyOverlay(async () => (await import('./FilterDrawer.tsx')).FilterDrawer);

/** /shop: hero, toolbar, filters (sidebar or drawer), the pre-order section, the grid and its pages. */
export function ShopPage({ view, send }: ShopPageProps) {
  const { filters, categories, brands, selectedBrand, selectedPriceBand, layout } = view;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="shop-title">
        <p className={eyebrow}>The studio shop</p>
        <h1 id="shop-title" className={styles.heroTitle}>
          Gear we trust behind the lens
        </h1>
        <p className={styles.heroText}>Cameras, lighting, backdrops and courses, chosen and used in our own studio in Ibadan.</p>
        <SearchBox search={view.search} send={send} />
      </section>

      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {view.countText}
        </p>
        <button
          type="button"
          className={`${secondaryButton} ${styles.filtersButton}`}
          onPointerEnter={preloadFilterDrawer}
          onFocus={preloadFilterDrawer}
          onClick={() => send({ type: 'drawer.open' })}
        >
          Filters
        </button>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select
            className={styles.select}
            value={filters.sortBy}
            onChange={(event) => isSortBy(event.target.value) && send({ type: 'sort.change', sortBy: event.target.value })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.viewToggle} role="group" aria-label="View">
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={layout === 'grid'}
            onClick={() => send({ type: 'view.change', view: 'grid' })}
          >
            Grid
          </button>
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={layout === 'list'}
            onClick={() => send({ type: 'view.change', view: 'list' })}
          >
            List
          </button>
        </div>
      </div>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="shop-filters">
          <h2 id="shop-filters" className={styles.sidebarTitle}>
            Filters
          </h2>
          <FilterPanel
            filters={filters}
            categories={categories}
            brands={brands}
            selectedBrand={selectedBrand}
            selectedPriceBand={selectedPriceBand}
            send={send}
          />
        </aside>

        <div className={styles.results}>
          <section className={styles.section} aria-labelledby="shop-preorders">
            <h2 id="shop-preorders" className={styles.sectionTitle}>
              Available for pre-order
            </h2>
            {view.preorders === 'loading' && <p role="status">Loading pre-order items...</p>}
            {view.preorders === 'error' && (
              <p>
                We could not load the pre-order items.{' '}
                <button type="button" className={styles.inlineButton} onClick={() => send({ type: 'listing.retry' })}>
                  Try again
                </button>
              </p>
            )}
            {view.preorders === 'empty' && (
              <div className={styles.note}>
                <p className={styles.noteTitle}>No products available for pre-order</p>
                <p>All products are currently in stock!</p>
              </div>
            )}
            {view.preorders === 'loaded' && (
              <ul className={styles.grid}>
                {view.preorderProducts.map((product) => (
                  <li key={product._id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="shop-products">
            <h2 id="shop-products" className={styles.sectionTitle}>
              {view.resultsTitle}
            </h2>
            {view.results === 'loading' && (
              <p className={statusText} role="status">
                Loading amazing products...
              </p>
            )}
            {view.results === 'error' && (
              <div className={styles.state} role="alert">
                <h3 className={styles.stateTitle}>Oops! Something went wrong</h3>
                <p>{view.errorMessage}</p>
                <button type="button" className={primaryButton} onClick={() => send({ type: 'listing.retry' })}>
                  Try Again
                </button>
              </div>
            )}
            {view.results === 'empty' && (
              <div className={styles.state}>
                <h3 className={styles.stateTitle}>No products found</h3>
                <p>Try adjusting your filters or search criteria to find what you're looking for.</p>
                <button type="button" className={primaryButton} onClick={() => send({ type: 'filters.clearAll' })}>
                  Clear All Filters
                </button>
              </div>
            )}
            {view.results === 'loaded' && (
              <>
                <ul className={layout === 'list' ? styles.list : styles.grid}>
                  {view.products.map((product, index) => (
                    <li key={product._id}>
                      <ProductCard product={product} view={layout} priority={index === 0} />
                    </li>
                  ))}
                </ul>
                {view.pages && <Pagination pages={view.pages} onChange={(page) => send({ type: 'page.change', page })} />}
              </>
            )}
          </section>
        </div>
      </div>

      {view.drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            filters={filters}
            categories={categories}
            brands={brands}
            selectedBrand={selectedBrand}
            selectedPriceBand={selectedPriceBand}
            send={send}
          />
        </Suspense>
      )}
    </div>
  );
}
