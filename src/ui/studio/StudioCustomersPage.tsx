import { Link } from 'react-router';
import type { StudioCustomersEvent } from '../../machines/studio/studio-customers.machine.ts';
import type { StudioCustomersView } from '../../machines/studio/studio-customers.view.ts';
import * as styles from './Studio.css.ts';
import { StudioListState } from './StudioListState.tsx';
import { StudioPager } from './StudioPager.tsx';
import { StudioSearch } from './StudioSearch.tsx';

interface Props {
  readonly view: StudioCustomersView;
  readonly send: (event: StudioCustomersEvent) => void;
}

/** The customers, newest first: search by name or email; each opens the customer's page. Read-only. */
export function StudioCustomersPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Customers</h1>
      <StudioSearch label="Search by name or email" clearLabel="Show all" view={view} send={send} />
      <StudioListState view={view} loadingText="Loading the customers…" onRetry={() => send({ type: 'list.retry' })} />
      {view.customers.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Email</th>
                <th scope="col">Orders</th>
                <th scope="col">Total spent</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {view.customers.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row">
                    <Link className={styles.link} to={customer.href}>
                      {customer.name}
                    </Link>
                  </th>
                  <td className={styles.wrapAnywhere}>{customer.email}</td>
                  <td>{customer.orders}</td>
                  <td>{customer.spent}</td>
                  <td>{customer.joined}</td>
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
