import { useId } from 'react';
import type { Brand, Category, ProductFilters, ShopListingPageEvent } from '../../machines/shop/shop-listing.machine.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import { Drawer } from '../widgets/Drawer.tsx';
import * as styles from './FilterDrawer.css.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { sidebarTitle } from './ShopPage.css.ts';

interface FilterDrawerProps {
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  readonly brands: readonly Brand[];
  /** The brand option shown chosen (the listing's view decides). */
  readonly selectedBrand: string | null;
  readonly selectedPriceBand: string | null;
  readonly send: (event: ShopListingPageEvent) => void;
}

/**
 * The filter panel of small screens, shown while the listing machine's drawer is open (a Drawer:
 * focus stays inside, Escape closes, focus goes back to the Filters button). Loaded on demand, see ShopPage.
 */
export function FilterDrawer({ filters, categories, brands, selectedBrand, selectedPriceBand, send }: FilterDrawerProps) {
  const titleId = useId();
  const close = () => send({ type: 'drawer.close' });
  return (
    <Drawer side="left" width="min(22rem, 90vw)" onClose={close} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={sidebarTitle}>
          Filters
        </h2>
        <button type="button" className={styles.close} aria-label="Close filters" onClick={close} autoFocus>
          ×
        </button>
      </div>
      <FilterPanel
        filters={filters}
        categories={categories}
        brands={brands}
        selectedBrand={selectedBrand}
        selectedPriceBand={selectedPriceBand}
        send={send}
      />
      <button type="button" className={`${primaryButton} ${styles.apply}`} onClick={close}>
        Apply Filters
      </button>
    </Drawer>
  );
}
