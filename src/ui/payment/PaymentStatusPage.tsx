import { Link } from 'react-router';
import type { PaymentStatusEvent } from '../../machines/payment/payment-status.machine.ts';
import type { PaymentStatusView } from '../../machines/payment/payment-status.view.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './PaymentPage.css.ts';

interface PaymentStatusPageProps {
  readonly view: PaymentStatusView;
  readonly send: (event: PaymentStatusEvent) => void;
}

/** /payment/status and /payment/callback: what became of the payment. */
export function PaymentStatusPage({ view, send }: PaymentStatusPageProps) {
  const alert = view.state === 'failed' || view.state === 'error';
  return (
    <div className={styles.page} aria-busy={view.busy}>
      <PageMeta title="Payment Status" />
      <h1 className={styles.title}>{view.heading}</h1>
      <p className={styles.message} role={alert ? 'alert' : 'status'}>
        {view.message}
      </p>
      {view.details && (
        <dl className={styles.details} aria-label="Payment">
          <dt className={styles.term}>Amount</dt>
          <dd>{view.details.amount}</dd>
          <dt className={styles.term}>Reference</dt>
          <dd>{view.details.reference}</dd>
        </dl>
      )}
      <div className={styles.actions}>
        {view.canRecheck && (
          <button type="button" className={primaryButton} onClick={() => send({ type: 'status.recheck' })}>
            Check Again
          </button>
        )}
        {view.links.map((link, index) => (
          <Link key={link.to} className={index === 0 && !view.canRecheck ? primaryButton : secondaryButton} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
