import { Link } from 'react-router';
import type { StudioProductsEvent } from '../../machines/studio/studio-products.machine.ts';
import type { StudioProductsView } from '../../machines/studio/studio-products.view.ts';
import type { StudioProductStatus } from '../../machines/studio/studio-types.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

interface Props {
  readonly view: StudioProductsView;
  readonly send: (event: StudioProductsEvent) => void;
}

/** The catalogue: search by title or SKU, on sale or archived, a link to each product. */
export function StudioProductsPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Products</h1>
      <p className={styles.toolbar}>
        <Link className={styles.button} to={view.newHref}>
          New product
        </Link>
        <Link className={styles.link} to="/studio/categories">
          Categories
        </Link>
      </p>
      <StudioSearch label="Search products by title or SKU" clearLabel="Show all" view={view} send={send} />
      <label className={styles.field}>
        Show
        <select
          className={styles.input}
          value={view.status}
          aria-disabled={view.busy}
          onChange={(event) => !view.busy && send({ type: 'status.choose', status: event.target.value as StudioProductStatus })}
        >
          {view.statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <StudioListState view={view} loadingText="Loading the products…" onRetry={() => send({ type: 'list.retry' })} />
      {view.rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">In stock</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link className={styles.link} to={row.href}>
                      {row.title}
                    </Link>
                  </th>
                  <td className={styles.wrapAnywhere}>{row.sku}</td>
                  <td>{row.category}</td>
                  <td>{row.price}</td>
                  <td>{row.stock}</td>
                  <td>{row.status}</td>
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
