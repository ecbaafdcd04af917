import { Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OrdersEvent, StatusFilter } from '../../machines/orders/orders.machine.ts';
import type { OrderDetailView, OrdersView } from '../../machines/orders/orders.view.ts';
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

function Receipt({ detail, send, onPrint }: { detail: OrderDetailView; send: OrdersPageProps['send']; onPrint: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A newly selected order's receipt takes the focus: on small screens it sits below the
  // 600 px list, and focusing its heading scrolls it into view and tells a screen reader.
  // A reload of the same order (after a cancel or a download) leaves the focus alone.
  useEffect(() => {
    heading.current?.focus();
  }, [detail.id]);
  return (
    <article className={`${styles.pane} ${styles.receipt}`} aria-labelledby="order-heading">
      <h2 id="order-heading" ref={heading} tabIndex={-1} className={`${styles.heading} ${styles.receiptHeading}`}>
        Order {detail.orderNumber}
      </h2>
      <p className={styles.muted}>Placed {detail.date}</p>
      <p className={styles.badge[detail.color]}>{detail.status}</p>
      {detail.estimatedDelivery !== '' && <p>Estimated delivery: {detail.estimatedDelivery}</p>}

      <section className={styles.section} aria-labelledby="items-heading">
        <h3 id="items-heading" className={styles.heading}>
          Items
        </h3>
        <ul className={styles.items}>
          {detail.items.map((item) => (
            <li key={item.key} className={styles.item}>
              {item.image && <img className={styles.thumb} src={item.image} alt="" width={64} height={64} loading="lazy" />}
              <div>
                <p className={styles.muted}>
                  <strong>{item.title}</strong>
                </p>
                {item.attributes !== '' && <p className={styles.muted}>{item.attributes}</p>}
                <p className={styles.muted}>
                  {item.quantity} x {item.price} = {item.lineTotal}
                </p>
                <p className={styles.muted}>Item status: {item.itemStatus}</p>
              </div>
              {item.grants.map((grant) => (
                <div key={grant.id} className={`${styles.grant} ${styles.noPrint}`}>
                  <p className={styles.muted}>
                    {grant.name} ({grant.file})
                  </p>
                  <p className={styles.muted}>{grant.left}</p>
                  <p className={styles.muted}>{grant.expiry}</p>
                  {grant.blocked !== null ? (
                    <p className={styles.error}>{grant.blocked}</p>
                  ) : (
                    <button
                      type="button"
                      className={primaryButton}
                      disabled={grant.downloadDisabled}
                      onClick={() => send({ type: 'grant.download', grantId: grant.id })}
                    >
                      {grant.downloading ? 'Downloading...' : `Download ${grant.name}`}
                    </button>
                  )}
                </div>
              ))}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="history-heading">
        <h3 id="history-heading" className={styles.heading}>
          Status history
        </h3>
        <ol className={styles.timeline}>
          {detail.history.map((entry) => (
            <li key={entry.key}>
              <span className={styles.badge[entry.color]}>{entry.status}</span> <span className={styles.muted}>{entry.when}</span>
              {entry.note !== '' && <p className={styles.muted}>{entry.note}</p>}
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="address-heading">
        <h3 id="address-heading" className={styles.heading}>
          {detail.noDeliveryNote === '' ? 'Delivery address' : 'Delivery'}
        </h3>
        {detail.noDeliveryNote === '' ? (
          <address>
            {detail.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        ) : (
          <p className={styles.muted}>{detail.noDeliveryNote}</p>
        )}
        <p className={styles.muted}>Shipping method: {detail.shippingMethod}</p>
      </section>

      {detail.notes !== '' && (
        <section className={styles.section} aria-labelledby="notes-heading">
          <h3 id="notes-heading" className={styles.heading}>
            Order notes
          </h3>
          <p className={styles.muted}>{detail.notes}</p>
        </section>
      )}

      <section className={styles.section} aria-labelledby="payment-heading">
        <h3 id="payment-heading" className={styles.heading}>
          Payment
        </h3>
        <p className={styles.muted}>
          {detail.payment.method}, {detail.payment.status}
          {detail.payment.reference !== '' && `, reference ${detail.payment.reference}`}
        </p>
        <dl className={styles.totals}>
          {detail.totals.map((line) => (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong>{detail.total}</strong>
          </dd>
        </dl>
      </section>

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={secondaryButton} onClick={onPrint}>
          Print receipt
        </button>
        {detail.payLink !== null && (
          <Link className={primaryButton} to={detail.payLink}>
            Pay now
          </Link>
        )}
        {detail.canCancel && (
          <button
            type="button"
            className={secondaryButton}
            onPointerEnter={preloadCancelDialog}
            onFocus={preloadCancelDialog}
            onClick={() => send({ type: 'cancel.open' })}
          >
            Cancel order
          </button>
        )}
        {detail.cancelBlocked && (
          <p className={styles.cancelBlocked}>
            {detail.cancelBlocked.reason} Please{' '}
            <Link className={styles.link} to={detail.cancelBlocked.contactHref}>
              contact us
            </Link>{' '}
            to ask about a refund.
          </p>
        )}
        <Link className={styles.link} to={detail.reviewLink}>
          Review items
        </Link>
        <Link className={styles.link} to="/contact">
          Need help? Contact us
        </Link>
      </div>
    </article>
  );
}

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
  return <Receipt detail={view.detail} send={send} onPrint={onPrint} />;
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
