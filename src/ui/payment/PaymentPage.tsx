import { Link } from 'react-router';
import type { PaymentEvent } from '../../machines/payment/payment.machine.ts';
import type { PaymentView } from '../../machines/payment/payment.view.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './PaymentPage.css.ts';

interface PaymentPageProps {
  readonly view: PaymentView;
  readonly send: (event: PaymentEvent) => void;
}

/** /payment: the order on its way to the card provider. */
export function PaymentPage({ view, send }: PaymentPageProps) {
  const working = view.status === 'preparing' || view.status === 'redirecting';
  return (
    <div className={styles.page} aria-busy={working}>
      <PageMeta title="Payment" />
      <h1 className={styles.title}>{view.heading}</h1>
      <p className={styles.message} role={view.status === 'failed' || view.status === 'loadFailed' ? 'alert' : 'status'}>
        {view.message}
      </p>
      {view.order && (
        <dl className={styles.details} aria-label="Order">
          <dt className={styles.term}>Order</dt>
          <dd>{view.order.number}</dd>
          <dt className={styles.term}>Shipping</dt>
          <dd>{view.order.shipping}</dd>
          <dt className={styles.term}>Total</dt>
          <dd>{view.order.total}</dd>
        </dl>
      )}
      <div className={styles.actions}>
        {view.canRetry && (
          <button type="button" className={primaryButton} onClick={() => send({ type: 'payment.retry' })}>
            Try Again
          </button>
        )}
        {view.links.map((link) => (
          <Link key={link.to} className={secondaryButton} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
