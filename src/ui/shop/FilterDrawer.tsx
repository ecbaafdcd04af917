import { useId } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { Brand, Category, ProductFilters, ShopListingEvent } from '../../machines/shop/shop-listing.machine.ts';
import { primaryButton } from '../styles/buttons.css.ts';
import { drawerBackdrop, drawerDialog } from '../styles/drawer.css.ts';
import * as styles from './FilterDrawer.css.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { sidebarTitle } from './ShopPage.css.ts';

interface FilterDrawerProps {
  readonly filters: ProductFilters;
  readonly categories: readonly Category[];
  readonly brands: readonly Brand[];
  readonly send: (event: ShopListingEvent) => void;
}

/**
 * The filter panel of small screens, shown while the listing machine's drawer is open. A modal
 * dialog (react-aria): Tab and Shift+Tab stay inside, Escape or a click beside it closes it, and
 * focus goes back to the Filters button. Loaded on demand, see ShopPage.
 */
export function FilterDrawer({ filters, categories, brands, send }: FilterDrawerProps) {
  const titleId = useId();
  const close = () => send({ type: 'drawer.close' });
  return (
    <ModalOverlay className={drawerBackdrop} isOpen isDismissable onOpenChange={(open) => open || close()}>
      <Modal className={styles.drawer}>
        <Dialog className={drawerDialog} aria-labelledby={titleId}>
          <div className={styles.header}>
            <h2 id={titleId} className={sidebarTitle}>
              Filters
            </h2>
            <button type="button" className={styles.close} aria-label="Close filters" onClick={close} autoFocus>
              ×
            </button>
          </div>
          <FilterPanel filters={filters} categories={categories} brands={brands} send={send} />
          <button type="button" className={`${primaryButton} ${styles.apply}`} onClick={close}>
            Apply Filters
          </button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
