import { Link } from 'react-router';
import type { StudioOrderView } from '../../machines/studio/studio-order.view.ts';
import { STUDIO_NAME } from '../../domain/studio.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioOrderView;
  readonly onPrint: () => void;
  readonly onRetry: () => void;
}

/** What goes in the parcel: where it goes and what is in it, without prices. */
export function PackingSlipPage({ view, onPrint, onRetry }: Props) {
  const { order } = view;
  return (
    <>
      <p className={styles.noPrint}>
        <Link className={styles.link} to={`/studio/orders/${encodeURIComponent(view.orderNumber)}`}>
          Back to order {view.orderNumber}
        </Link>{' '}
        <button type="button" className={styles.button} onClick={onPrint}>
          Print
        </button>
      </p>
      <h1 className={styles.title}>
        {STUDIO_NAME} · Packing slip {view.orderNumber}
      </h1>
      <StudioLoadState
        view={{ loading: view.loading && !order, problem: view.problem, canRetry: view.canRetry }}
        loadingText="Loading the order…"
        onRetry={onRetry}
      />
      {order && (
        <>
          <p>Placed {order.placed}</p>
          <h2 className={styles.subtitle}>Ship to</h2>
          <address>
            {order.address.map((line, index) => (
              <div key={index}>{line}</div>
            ))}
          </address>
          <h2 className={styles.subtitle}>In the parcel</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <td>
                    {line.title}
                    {line.options && <div>{line.options}</div>}
                  </td>
                  <td>{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {order.notes && (
            <>
              <h2 className={styles.subtitle}>Customer&apos;s notes</h2>
              <p>{order.notes}</p>
            </>
          )}
        </>
      )}
    </>
  );
}
