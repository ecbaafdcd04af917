import { Link } from 'react-router';
import type { StudioDashboardEvent } from '../../machines/studio/studio-dashboard.machine.ts';
import { CHART_HEIGHT, CHART_WIDTH, type StudioDashboardView, type WaitingOrderView } from '../../machines/studio/studio-dashboard.view.ts';
import * as styles from './Studio.css.ts';
import { StudioLoadState } from './StudioLoadState.tsx';
import * as dashboard from './StudioDashboard.css.ts';

interface Props {
  readonly view: StudioDashboardView;
  readonly send: (event: StudioDashboardEvent) => void;
}

function WaitingOrders({
  id,
  title,
  empty,
  waiting,
}: {
  id: string;
  title: string;
  empty: string;
  waiting: StudioDashboardView['toShip'];
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title} ({waiting.count})
      </h2>
      {waiting.orders.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {waiting.orders.map((order: WaitingOrderView) => (
            <li key={order.orderNumber}>
              <Link className={styles.link} to={order.href}>
                {order.orderNumber}
              </Link>{' '}
              · {order.customer} · {order.amount}
              <div className={styles.muted}>
                {order.status} · placed {order.placed}
              </div>
            </li>
          ))}
        </ul>
      )}
      {waiting.count > waiting.orders.length && <p className={styles.muted}>The {waiting.orders.length} oldest are shown.</p>}
    </section>
  );
}

/** /studio: sales today, this week and this month, the last 30 days as a chart and a table, orders waiting, low stock, latest reviews. */
export function StudioDashboardPage({ view, send }: Props) {
  return (
    <>
      <StudioLoadState view={view} loadingText="Loading the dashboard…" onRetry={() => send({ type: 'dashboard.retry' })} />
      {view.ready && (
        <>
          <section aria-labelledby="dashboard-sales">
            <h2 id="dashboard-sales" className={styles.subtitle}>
              Sales
            </h2>
            <p className={styles.muted}>Paid orders by the Lagos day they were placed, less what was refunded of them.</p>
            <ul className={dashboard.figures}>
              {view.periods.map((period) => (
                <li key={period.label} className={dashboard.figure}>
                  {period.label}
                  <strong className={dashboard.figureValue}>{period.sales}</strong>
                  {period.orders}
                  {period.refunded && <div className={styles.muted}>{period.refunded}</div>}
                </li>
              ))}
            </ul>
            <p className={styles.actions}>
              <button
                type="button"
                className={styles.secondaryButton}
                aria-disabled={view.refreshing}
                onClick={() => send({ type: 'dashboard.refresh' })}
              >
                {view.refreshing ? 'Refreshing…' : 'Refresh'}
              </button>
            </p>
          </section>
          <section className={styles.card} aria-labelledby="dashboard-chart">
            <h2 id="dashboard-chart" className={styles.subtitle}>
              The last 30 days
            </h2>
            <svg
              className={dashboard.chart}
              viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
              role="img"
              aria-labelledby="dashboard-chart-title dashboard-chart-desc"
              preserveAspectRatio="none"
            >
              <title id="dashboard-chart-title">Daily sales and orders, the last 30 days</title>
              <desc id="dashboard-chart-desc">{view.chart.description}</desc>
              <line className={dashboard.baseLine} x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} />
              {view.chart.bars.map((bar) => (
                <rect key={bar.key} className={dashboard.salesBar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
              ))}
              <polyline className={dashboard.ordersLine} points={view.chart.orderLine} vectorEffect="non-scaling-stroke" />
            </svg>
            <p className={dashboard.legend} aria-hidden="true">
              <span>
                <span className={dashboard.salesSwatch} />
                Sales (₦)
              </span>
              <span>
                <span className={dashboard.ordersSwatch} />
                Orders
              </span>
            </p>
            <details>
              <summary>The figures, day by day</summary>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.visuallyHidden}>Sales and orders per day, the last 30 days</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Sales</th>
                      <th scope="col">Orders</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.chart.days.map((day) => (
                      <tr key={day.key}>
                        <th scope="row">{day.day}</th>
                        <td>{day.sales}</td>
                        <td>{day.orders}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </section>
          <div className={styles.grid}>
            <div>
              <WaitingOrders
                id="dashboard-to-ship"
                title="Paid, waiting to be shipped"
                empty="Nothing waits to be shipped."
                waiting={view.toShip}
              />
              <WaitingOrders
                id="dashboard-to-pay"
                title="Waiting for payment"
                empty="No order waits for payment."
                waiting={view.awaitingPayment}
              />
              <p>
                <Link className={styles.link} to="/studio/orders">
                  All orders
                </Link>
              </p>
            </div>
            <div>
              <section className={styles.card} aria-labelledby="dashboard-stock">
                <h2 id="dashboard-stock" className={styles.subtitle}>
                  Low stock ({view.lowStock.count})
                </h2>
                {view.lowStock.items.length === 0 ? (
                  <p className={styles.muted}>Nothing is at or under 5 in stock.</p>
                ) : (
                  <ul className={styles.list}>
                    {view.lowStock.items.map((item) => (
                      <li key={item.key}>
                        <Link className={styles.link} to={item.href}>
                          {item.title}
                        </Link>
                        : {item.stock} left
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link className={styles.link} to="/studio/stock">
                    All low stock
                  </Link>
                </p>
              </section>
              <section className={styles.card} aria-labelledby="dashboard-reviews">
                <h2 id="dashboard-reviews" className={styles.subtitle}>
                  Latest reviews
                </h2>
                {view.reviews.length === 0 ? (
                  <p className={styles.muted}>No reviews yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {view.reviews.map((review) => (
                      <li key={review.key}>
                        <strong>{review.rating}</strong> · {review.product} · {review.author}
                        {review.hidden && <span className={styles.muted}> (hidden)</span>}
                        <div className={styles.wrapAnywhere}>{review.comment}</div>
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link className={styles.link} to="/studio/reviews">
                    All reviews
                  </Link>
                </p>
              </section>
            </div>
          </div>
        </>
      )}
    </>
  );
}
