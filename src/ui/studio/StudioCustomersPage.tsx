import { Link } from 'react-router';
import type { StudioCustomersEvent } from '../../machines/studio/studio-customers.machine.ts';
import type { StudioCustomersView } from '../../machines/studio/studio-customers.view.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioPager } from './StudioPager.tsx';

interface Props {
  readonly view: StudioCustomersView;
  readonly send: (event: StudioCustomersEvent) => void;
}

/** The customers, newest first: search by name or email; each opens the customer's page. Read-only. */
export function StudioCustomersPage({ view, send }: Props) {
  return (
    <>
      <h1 className={styles.title}>Customers</h1>
      <MachineForm className={styles.toolbar} role="search" onSubmit={() => send({ type: 'search.submit' })}>
        <label className={styles.field}>
          Search by name or email
          <input
            className={styles.input}
            type="search"
            maxLength={100}
            value={view.text}
            onChange={(event) => send({ type: 'search.input', text: event.target.value })}
          />
        </label>
        <button type="submit" className={styles.button}>
          Search
        </button>
        {view.searched && (
          <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'search.clear' })}>
            Show all
          </button>
        )}
      </MachineForm>
      {view.loading && <p role="status">Loading the customers…</p>}
      {view.problem && (
        <p role="alert" className={styles.problem}>
          {view.problem}{' '}
          {view.canRetry && (
            <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'list.retry' })}>
              Try again
            </button>
          )}
        </p>
      )}
      {view.summary && <p className={styles.muted}>{view.summary}</p>}
      {view.empty && <p>{view.emptyText}</p>}
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
