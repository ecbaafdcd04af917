import { Link } from 'react-router';
import type { StudioStockEvent } from '../../machines/studio/studio-stock.machine.ts';
import type { StudioStockView } from '../../machines/studio/studio-stock.view.ts';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

const { Overlay: AdjustDialog, preload: preloadAdjustDialog } = lazyOverlay(
  async () => (await import('./StockAdjustDialog.tsx')).StockAdjustDialog,
);

interface Props {
  readonly view: StudioStockView;
  readonly send: (event: StudioStockEvent) => void;
}

/** The low-stock list or a product search, each row with its history and an adjustment. */
export function StudioStockPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Stock</h1>
      <StudioSearch label="Search products by title or SKU" clearLabel="Show low stock" view={view} send={send} />
      <h2 className={styles.subtitle}>{view.heading}</h2>
      <StudioListState view={view} loadingText="Loading the stock…" onRetry={() => send({ type: 'list.retry' })} />
      {view.items.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">In stock</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">{item.name}</th>
                  <td>{item.sku}</td>
                  <td>
                    {item.stock}
                    {item.low && <span className={styles.muted}> (low)</span>}
                  </td>
                  <td className={styles.actions}>
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      aria-label={`Adjust stock of ${item.name}`}
                      aria-disabled={view.busy}
                      onPointerEnter={preloadAdjustDialog}
                      onFocus={preloadAdjustDialog}
                      onClick={() => !view.busy && send({ type: 'adjust.open', productId: item.productId, variantId: item.variantId })}
                    >
                      Adjust…
                    </button>
                    <Link className={styles.link} to={item.historyHref} aria-label={`Stock history of ${item.name}`}>
                      History
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StudioPager view={view} send={send} />
      {view.dialog && <AdjustDialog dialog={view.dialog} send={send} />}
    </>
  );
}
