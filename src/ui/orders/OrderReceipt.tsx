import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OrdersEvent } from '../../machines/orders/orders.machine.ts';
import type { OrderDetailView } from '../../machines/orders/orders.view.ts';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './OrdersPage.css.ts';

/**
 * The selected order's receipt on /orders: loaded when an order is first opened, so the list's
 * first load does not carry it.
 */
interface OrderReceiptProps {
  readonly detail: OrderDetailView;
  readonly send: (event: OrdersEvent) => void;
  readonly onPrint: () => void;
  /** Starts loading the cancel dialog's code when Cancel order is about to be pressed. */
  readonly preloadCancelDialog: () => void;
}

export function OrderReceipt({ detail, send, onPrint, preloadCancelDialog }: OrderReceiptProps) {
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
      {detail.pickupNote !== '' && <p>{detail.pickupNote}</p>}
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
