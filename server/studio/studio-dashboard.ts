import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { listStudioStock } from './studio-stock.ts';
import { listStudioReviews } from './studio-reviews.ts';
import { studioDayStart } from '../../src/domain/studio-orders.ts';
import { salesSummary, salesWindowStart } from '../../src/domain/studio-sales.ts';

type Dashboard = components['schemas']['StudioDashboardResponse'];
type WaitingOrders = components['schemas']['StudioWaitingOrders'];
type DashboardOrder = components['schemas']['StudioDashboardOrder'];

/** How many orders, stock rows and reviews each list of the dashboard shows. */
const DASHBOARD_LIST_SIZE = 5;

/** Paid orders not yet shipped. */
const TO_SHIP = "o.payment_status = 'paid' and o.status in ('confirmed', 'processing')";
/** Open orders not yet paid: waiting for the card, a transfer, or payment at the studio. */
const AWAITING_PAYMENT = "o.payment_status in ('pending', 'failed') and o.status in ('pending', 'confirmed', 'processing')";

/** The paid orders placed since the window's first studio day, not cancelled, with what was refunded of them. */
async function soldOrders(db: Queryable, now: Date) {
  const rows = await db.query<{ created_at: Date; amount: number; refunded: number }>(
    `select o.created_at, o.amount,
            (select coalesce(sum(r.amount), 0)::int from order_refunds r where r.order_id = o.id and r.status = 'refunded') as refunded
       from orders o
      where o.created_at >= $1 and o.payment_status in ('paid', 'refunded') and o.status <> 'cancelled'`,
    [studioDayStart(salesWindowStart(now))],
  );
  return rows.map((row) => ({ placedAt: row.created_at, amount: row.amount, refunded: row.refunded }));
}

/** The oldest orders that match `where` first (they have waited longest), and how many match. */
async function waiting(db: Queryable, where: string): Promise<WaitingOrders> {
  const rows = await db.query<{
    order_number: string;
    created_at: Date;
    customer_name: string;
    amount: number;
    status: DashboardOrder['status'];
    payment_status: DashboardOrder['paymentStatus'];
    total: number;
  }>(
    `select o.order_number, o.created_at, u.name as customer_name, o.amount, o.status, o.payment_status, count(*) over ()::int as total
       from orders o join users u on u.id = o.user_id
      where ${where} order by o.created_at, o.order_number limit $1`,
    [DASHBOARD_LIST_SIZE],
  );
  return {
    count: rows[0]?.total ?? 0,
    orders: rows.map((row) => ({
      orderNumber: row.order_number,
      date: row.created_at.toISOString(),
      customerName: row.customer_name,
      amount: row.amount,
      status: row.status,
      paymentStatus: row.payment_status,
    })),
  };
}

/** Everything the studio's dashboard shows, as of `now`. */
export async function studioDashboard(db: Queryable, now: Date): Promise<Dashboard> {
  const sales = salesSummary(await soldOrders(db, now), now);
  const toShip = await waiting(db, TO_SHIP);
  const awaitingPayment = await waiting(db, AWAITING_PAYMENT);
  const stock = await listStudioStock(db, undefined, 1);
  const { reviews } = await listStudioReviews(db, 1);
  return {
    success: true,
    today: sales.today,
    week: sales.week,
    month: sales.month,
    days: [...sales.days],
    toShip,
    awaitingPayment,
    lowStock: { count: stock.total, items: stock.items.slice(0, DASHBOARD_LIST_SIZE) },
    latestReviews: reviews.slice(0, DASHBOARD_LIST_SIZE),
  };
}
