import { useMachine } from '@xstate/react';
import { Suspense } from 'react';
import { SORT_OPTIONS, isSortBy } from '../../domain/filter-options.ts';
import type { ListingState, shopListingMachine } from '../../machines/shop/shop-listing.machine.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import { statusText, eyebrow } from './controls.css.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { Pagination } from './Pagination.tsx';
import { ProductCard } from '../widgets/ProductCard.tsx';
import { SearchBox } from './SearchBox.tsx';
import * as styles from './ShopPage.css.ts';

interface ShopPageProps {
  readonly machine: typeof shopListingMachine;
  /** The filters the address bar asked for. */
  readonly initialListing?: ListingState;
}

// The drawer (with react-aria) is downloaded when a shopper reaches for the Filters button.
const { Overlay: FilterDrawer, preload: preloadFilterDrawer } = lazyOverlay(async () => (await import('./FilterDrawer.tsx')).FilterDrawer);

function productCount(total: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/** /shop: hero, toolbar, filters (sidebar or drawer), the pre-order section, the grid and its pages. */
export function ShopPage({ machine, initialListing }: ShopPageProps) {
  const [snapshot, send] = useMachine(machine, { input: initialListing ? { listing: initialListing } : undefined });
  const { listing, products, pagination, preorders, categories, brands, view } = snapshot.context;
  const { filters } = listing;
  const total = pagination?.totalProducts ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="shop-title">
        <p className={eyebrow}>The studio shop</p>
        <h1 id="shop-title" className={styles.heroTitle}>
          Gear we trust behind the lens
        </h1>
        <p className={styles.heroText}>Cameras, lighting, backdrops and courses, chosen and used in our own studio in Ibadan.</p>
        <SearchBox text={snapshot.context.searchText} suggestions={snapshot.context.suggestions} highlighted={snapshot.context.highlighted} send={send} />
      </section>

      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {snapshot.matches({ results: 'loading' }) ? '' : productCount(total)}
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
          <button type="button" className={styles.viewButton} aria-pressed={view === 'grid'} onClick={() => send({ type: 'view.change', view: 'grid' })}>
            Grid
          </button>
          <button type="button" className={styles.viewButton} aria-pressed={view === 'list'} onClick={() => send({ type: 'view.change', view: 'list' })}>
            List
          </button>
        </div>
      </div>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="shop-filters">
          <h2 id="shop-filters" className={styles.sidebarTitle}>
            Filters
          </h2>
          <FilterPanel filters={filters} categories={categories} brands={brands} send={send} />
        </aside>

        <div className={styles.results}>
          {!snapshot.matches({ preorders: 'off' }) && (
            <section className={styles.section} aria-labelledby="shop-preorders">
              <h2 id="shop-preorders" className={styles.sectionTitle}>
                Available for pre-order
              </h2>
              {snapshot.matches({ preorders: 'loading' }) && <p role="status">Loading pre-order items...</p>}
              {snapshot.matches({ preorders: 'error' }) && (
                <p>
                  We could not load the pre-order items.{' '}
                  <button type="button" className={styles.inlineButton} onClick={() => send({ type: 'listing.retry' })}>
                    Try again
                  </button>
                </p>
              )}
              {snapshot.matches({ preorders: 'loaded' }) &&
                (preorders.length === 0 ? (
                  <div className={styles.note}>
                    <p className={styles.noteTitle}>No products available for pre-order</p>
                    <p>All products are currently in stock!</p>
                  </div>
                ) : (
                  <ul className={styles.grid}>
                    {preorders.map((product) => (
                      <li key={product._id}>
                        <ProductCard product={product} />
                      </li>
                    ))}
                  </ul>
                ))}
            </section>
          )}

          <section className={styles.section} aria-labelledby="shop-products">
            <h2 id="shop-products" className={styles.sectionTitle}>
              {filters.inStock ? 'In stock' : 'All products'}
            </h2>
            {snapshot.matches({ results: 'loading' }) && (
              <p className={statusText} role="status">
                Loading amazing products...
              </p>
            )}
            {snapshot.matches({ results: 'error' }) && (
              <div className={styles.state} role="alert">
                <h3 className={styles.stateTitle}>Oops! Something went wrong</h3>
                <p>{snapshot.context.errorMessage}</p>
                <button type="button" className={primaryButton} onClick={() => send({ type: 'listing.retry' })}>
                  Try Again
                </button>
              </div>
            )}
            {snapshot.matches({ results: 'empty' }) && (
              <div className={styles.state}>
                <h3 className={styles.stateTitle}>No products found</h3>
                <p>Try adjusting your filters or search criteria to find what you're looking for.</p>
                <button type="button" className={primaryButton} onClick={() => send({ type: 'filters.clearAll' })}>
                  Clear All Filters
                </button>
              </div>
            )}
            {snapshot.matches({ results: 'loaded' }) && (
              <>
                <ul className={view === 'list' ? styles.list : styles.grid}>
                  {products.map((product) => (
                    <li key={product._id}>
                      <ProductCard product={product} view={view} />
                    </li>
                  ))}
                </ul>
                <Pagination current={listing.page} totalPages={pagination?.totalPages ?? 0} onChange={(page) => send({ type: 'page.change', page })} />
              </>
            )}
          </section>
        </div>
      </div>

      {snapshot.matches({ drawer: 'open' }) && (
        <Suspense fallback={null}>
          <FilterDrawer filters={filters} categories={categories} brands={brands} send={send} />
        </Suspense>
      )}
    </div>
  );
}
