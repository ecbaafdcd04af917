import { Link } from 'react-router';
import type { StudioProductStockEvent } from '../../machines/studio/studio-product-stock.machine.ts';
import type { StudioProductStockView } from '../../machines/studio/studio-product-stock.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { StudioPager } from './StudioPager.tsx';

interface Props {
  readonly view: StudioProductStockView;
  readonly send: (event: StudioProductStockEvent) => void;
}

/** A product's stock now and every change of it, newest first. */
export function StudioProductStockPage({ view, send }: Props) {
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/stock">
          Back to stock
        </Link>{' '}
        <Link className={styles.link} to={view.mediaHref}>
          Pictures and files
        </Link>
      </p>
      <h1 className={styles.title}>{view.title}</h1>
      {view.sku && <p className={styles.muted}>SKU {view.sku}</p>}
      <StudioLoadState view={view} loadingText="Loading the stock history…" onRetry={() => send({ type: 'list.retry' })} />
      {view.items.length > 0 && (
        <ul className={styles.list}>
          {view.items.map((item) => (
            <li key={item.key}>
              {item.name}: {item.stock} in stock{item.low && ' (low)'}
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.subtitle}>History</h2>
      {view.empty && <p>No stock changes yet.</p>}
      {view.history.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                {view.showVariant && <th scope="col">Variant</th>}
                <th scope="col">Change</th>
                <th scope="col">Units</th>
                <th scope="col">Stock after</th>
                <th scope="col">By</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((change) => (
                <tr key={change.id}>
                  <td>{change.at}</td>
                  {view.showVariant && <td>{change.variant}</td>}
                  <td>{change.reason}</td>
                  <td>{change.delta}</td>
                  <td>{change.stockAfter}</td>
                  <td>
                    {change.orderHref ? (
                      <Link className={styles.link} to={change.orderHref}>
                        {change.cause}
                      </Link>
                    ) : (
                      change.cause
                    )}
                  </td>
                  <td>{change.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StudioPager view={view} send={send} />
    </>
  );
}
