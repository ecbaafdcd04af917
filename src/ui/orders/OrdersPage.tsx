import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { OrdersEvent, StatusFilter } from '../../machines/orders/orders.machine.ts';
import type { OrdersView } from '../../machines/orders/orders.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './OrdersPage.css.ts';

const { Overlay: CancelOrderDialog, preload: preloadCancelDialog } = lazyOverlay(
  async () => (await import('./CancelOrderDialog.tsx')).CancelOrderDialog,
);

interface OrdersPageProps {
  readonly view: OrdersView;
  readonly send: (event: OrdersEvent) => void;
  /** Opens the browser's print dialog (the print stylesheet keeps only the receipt). */
  readonly onPrint: () => void;
}

function OrderList({ view, send }: Pick<OrdersPageProps, 'view' | 'send'>) {
  if (view.list === 'loading') return <p role="status">Loading orders...</p>;
  if (view.list === 'failed') {
    return (
      <div>
        <p className={styles.error}>Failed to load orders</p>
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'list.retry' })}>
          Try again
        </button>
      </div>
    );
  }
  if (view.rows.length === 0) return <p>{view.emptyText}</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Orders" tabIndex={0}>
        {view.rows.map((row) => (
          <li key={row.id} className={`${styles.row} ${row.selected ? styles.rowSelected : ''}`}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={row.checked}
              aria-label={`Select order ${row.orderNumber} for export`}
              onChange={() => send({ type: 'order.check', orderId: row.id })}
            />
            <button
              type="button"
              className={styles.rowButton}
              aria-pressed={row.selected}
              onClick={() => send({ type: 'order.select', orderId: row.id })}
            >
              <strong>Order {row.orderNumber}</strong>
              <span className={styles.muted}>{row.date}</span>
              <span>{row.amount}</span>
              <span className={styles.badge[row.color]}>{row.status}</span>
              {row.pickupNote !== '' && <span className={styles.muted}>{row.pickupNote}</span>}
            </button>
            {(row.payLink !== null || row.canCancel) && (
              <div className={styles.rowActions}>
                {row.payLink !== null && (
                  <Link className={primaryButton} to={row.payLink} aria-label={`Pay now for order ${row.orderNumber}`}>
                    Pay now
                  </Link>
                )}
                {row.canCancel && (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Cancel order ${row.orderNumber}`}
                    onPointerEnter={preloadCancelDialog}
                    onFocus={preloadCancelDialog}
                    onClick={() => send({ type: 'order.cancel', orderId: row.id })}
                  >
                    Cancel
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {view.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Order pages">
          <button
            type="button"
            className={secondaryButton}
            disabled={!view.hasPrev}
            onClick={() => send({ type: 'page.go', page: view.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {view.page} of {view.totalPages}
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={!view.hasNext}
            onClick={() => send({ type: 'page.go', page: view.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

const OrderReceipt = lazy(async () => ({ default: (await import('./OrderReceipt.tsx')).OrderReceipt }));

function DetailPane({ view, send, onPrint }: OrdersPageProps) {
  if (view.detail === 'none') return <p className={styles.pane}>Select an order to see its details.</p>;
  if (view.detail === 'loading')
    return (
      <p className={styles.pane} role="status">
        Loading order...
      </p>
    );
  if (view.detail === 'failed') {
    return (
      <p className={`${styles.pane} ${styles.error}`} role="alert">
        {view.detailError}
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <p className={styles.pane} role="status">
          Loading order...
        </p>
      }
    >
      <OrderReceipt detail={view.detail} send={send} onPrint={onPrint} preloadCancelDialog={preloadCancelDialog} />
    </Suspense>
  );
}

/** /orders: the filter, the export, the list and the selected order's receipt. */
export function OrdersPage({ view, send, onPrint }: OrdersPageProps) {
  if (view.leaving) return <p role="status">Redirecting to login...</p>;
  return (
    <div className={styles.page}>
      <h1 className={`${styles.title} ${styles.noPrint}`}>My Orders</h1>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <label className={styles.field}>
          Status
          <select
            className={styles.select}
            value={view.filters.find((filter) => filter.selected)?.value ?? 'all'}
            onChange={(event) => send({ type: 'filter.change', status: event.target.value as StatusFilter })}
          >
            {view.filters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={secondaryButton} disabled={view.exporting} onClick={() => send({ type: 'orders.export' })}>
          {view.exportLabel}
        </button>
        <Link className={styles.link} to="/contact">
          Contact support
        </Link>
      </div>
      <div className={styles.layout}>
        <div className={styles.noPrint}>
          <OrderList view={view} send={send} />
        </div>
        <DetailPane view={view} send={send} onPrint={onPrint} />
      </div>
      {view.cancel && (
        <Suspense fallback={null}>
          <CancelOrderDialog cancel={view.cancel} send={send} />
        </Suspense>
      )}
    </div>
  );
}
