import { Link } from 'react-router';
import type { StudioOrderEvent } from '../../machines/studio/studio-order.machine.ts';
import type { StudioOrderView } from '../../machines/studio/studio-order.view.ts';
import type { OrderStatus } from '../../machines/studio/studio-types.ts';
import type { StudioPaymentKind } from '../../domain/pickup-collection.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import { StudioRefundSection } from './StudioRefundSection.tsx';

interface Props {
  readonly view: StudioOrderView;
  readonly send: (event: StudioOrderEvent) => void;
}

/** One order for the studio: what was bought, for whom, where it goes, its history, and its next move. */
export function StudioOrderPage({ view, send }: Props) {
  const { order } = view;
  return (
    <>
      <p className={styles.noPrint}>
        <Link className={styles.link} to={view.backHref}>
          All orders
        </Link>
      </p>
      <h1 className={styles.title}>Order {view.orderNumber}</h1>
      <StudioLoadState
        view={{ loading: view.loading && !order, problem: view.problem, canRetry: view.canRetry }}
        loadingText="Loading the order…"
        onRetry={() => send({ type: 'detail.retry' })}
      />
      {order && (
        <div className={styles.grid}>
          <div>
            <section className={styles.card} aria-labelledby="order-lines">
              <h2 id="order-lines" className={styles.subtitle}>
                Items
              </h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col">Qty</th>
                      <th scope="col">Price</th>
                      <th scope="col">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.lines.map((line, index) => (
                      <tr key={index}>
                        <td>
                          {line.title}
                          {line.options && <div className={styles.muted}>{line.options}</div>}
                          <div className={styles.muted}>{line.kind}</div>
                        </td>
                        <td>{line.quantity}</td>
                        <td>{line.unitPrice}</td>
                        <td>{line.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className={styles.definition}>
                <dt>Subtotal</dt>
                <dd>{order.subtotal}</dd>
                <dt>Shipping</dt>
                <dd>{order.shipping}</dd>
                <dt>Tax</dt>
                <dd>{order.tax}</dd>
                <dt>Total</dt>
                <dd>{order.total}</dd>
              </dl>
            </section>
            <section className={styles.card} aria-labelledby="order-history">
              <h2 id="order-history" className={styles.subtitle}>
                Status history
              </h2>
              <ol className={styles.list}>
                {order.history.map((entry, index) => (
                  <li key={index}>
                    <strong>{entry.status}</strong> · {entry.when}
                    {entry.note && <div>{entry.note}</div>}
                  </li>
                ))}
              </ol>
            </section>
            {view.refunds && <StudioRefundSection refunds={view.refunds} busy={view.busy} send={send} />}
          </div>
          <div>
            <section className={styles.card} aria-labelledby="order-summary">
              <h2 id="order-summary" className={styles.subtitle}>
                Summary
              </h2>
              <dl className={styles.definition}>
                <dt>Placed</dt>
                <dd>{order.placed}</dd>
                <dt>Status</dt>
                <dd>{order.status}</dd>
                <dt>Payment</dt>
                <dd>
                  {order.payment}, {order.paymentMethod}
                  {order.pickupNote !== '' && (
                    <>
                      <br />
                      {order.pickupNote}
                    </>
                  )}
                </dd>
                <dt>Reference</dt>
                <dd>{order.paymentReference}</dd>
                <dt>Customer</dt>
                <dd>
                  {order.customerName}
                  <br />
                  {order.customerEmail}
                </dd>
                <dt>Shipping</dt>
                <dd>{order.shippingMethod}</dd>
              </dl>
              <h3 className={styles.subtitle}>Ship to</h3>
              <address>
                {order.address.map((line, index) => (
                  <div key={index}>{line}</div>
                ))}
              </address>
              {order.notes && (
                <>
                  <h3 className={styles.subtitle}>Customer&apos;s notes</h3>
                  <p>{order.notes}</p>
                </>
              )}
              <p>
                <Link className={styles.link} to={view.packingSlipHref}>
                  Packing slip
                </Link>
              </p>
            </section>
            <section className={styles.card} aria-labelledby="order-move">
              <h2 id="order-move" className={styles.subtitle}>
                Move the order
              </h2>
              {view.moveOptions.length === 0 ? (
                <p className={styles.muted}>An order in this status cannot be moved on from the studio.</p>
              ) : (
                <MachineForm onSubmit={() => send({ type: 'move.submit' })}>
                  <label className={styles.field}>
                    Next status
                    <select
                      className={styles.input}
                      value={view.moveTo}
                      aria-invalid={view.moveError ? true : undefined}
                      aria-describedby={view.moveError ? 'move-error' : undefined}
                      onChange={(event) => send({ type: 'move.status', status: event.target.value as OrderStatus | '' })}
                    >
                      <option value="">Choose…</option>
                      {view.moveOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  {view.moveError && (
                    <p id="move-error" className={styles.problem}>
                      {view.moveError}
                    </p>
                  )}
                  <label className={styles.field}>
                    Note for the customer (optional)
                    <textarea
                      className={styles.textarea}
                      value={view.note}
                      maxLength={500}
                      onChange={(event) => send({ type: 'move.note', text: event.target.value })}
                    />
                  </label>
                  <p>
                    <button type="submit" className={styles.button} aria-disabled={view.busy}>
                      {view.moving ? 'Updating…' : 'Update status'}
                    </button>
                  </p>
                </MachineForm>
              )}
            </section>
            {view.collect && (
              <section className={styles.card} aria-labelledby="order-collect">
                <h2 id="order-collect" className={styles.subtitle}>
                  Paid and collected
                </h2>
                <MachineForm onSubmit={() => send({ type: 'collect.submit' })}>
                  <label className={styles.field}>
                    Paid with
                    <select
                      className={styles.input}
                      value={view.collect.paidWith}
                      aria-invalid={view.collect.error ? true : undefined}
                      aria-describedby={view.collect.error ? 'collect-error' : undefined}
                      onChange={(event) => send({ type: 'collect.paidWith', paidWith: event.target.value as StudioPaymentKind | '' })}
                    >
                      <option value="">Choose…</option>
                      {view.collect.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  {view.collect.error && (
                    <p id="collect-error" className={styles.problem}>
                      {view.collect.error}
                    </p>
                  )}
                  <p>
                    <button type="submit" className={styles.button} aria-disabled={view.busy}>
                      {view.collect.collecting ? 'Updating…' : 'Mark paid and collected'}
                    </button>
                  </p>
                </MachineForm>
              </section>
            )}
          </div>
        </div>
      )}
    </>
  );
}
