import { Fragment } from 'react';
import { Link } from 'react-router';
import type { StudioCustomerEvent } from '../../machines/studio/studio-customer.machine.ts';
import type { StudioCustomerView } from '../../machines/studio/studio-customer.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';

interface Props {
  readonly view: StudioCustomerView;
  readonly send: (event: StudioCustomerEvent) => void;
}

/** One customer, read-only: details, saved addresses and orders. */
export function StudioCustomerPage({ view, send }: Props) {
  return (
    <>
      <p>
        <Link className={styles.link} to="/studio/customers">
          Back to customers
        </Link>
      </p>
      <h1 className={styles.title}>{view.title}</h1>
      <StudioLoadState view={view} loadingText="Loading the customer…" onRetry={() => send({ type: 'customer.retry' })} />
      {view.details.length > 0 && (
        <dl className={styles.definition}>
          {view.details.map((detail) => (
            <Fragment key={detail.term}>
              <dt>{detail.term}</dt>
              <dd>{detail.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders" className={styles.subtitle}>
          Orders
        </h2>
        {view.noOrders && <p>No orders yet.</p>}
        {view.ordersNote && <p className={styles.muted}>{view.ordersNote}</p>}
        {view.orders.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {view.orders.map((order) => (
                  <tr key={order.orderNumber}>
                    <th scope="row">
                      <Link className={styles.link} to={order.href}>
                        {order.orderNumber}
                      </Link>
                    </th>
                    <td>{order.date}</td>
                    <td>{order.status}</td>
                    <td>{order.payment}</td>
                    <td>{order.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses" className={styles.subtitle}>
          Addresses
        </h2>
        {view.noAddresses && <p>No saved addresses.</p>}
        {view.addresses.map((address) => (
          <div key={address.id} className={styles.card}>
            <h3 className={styles.cardTitle}>{address.label}</h3>
            <address className={styles.address}>
              {address.lines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        ))}
      </section>
    </>
  );
}
