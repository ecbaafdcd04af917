import type { components } from '../../src/api/schema.gen.ts';
import type { Queryable } from '../db/database.ts';
import { listOrderItems } from '../orders/order-repository.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { sandboxPaidOrders } from '../orders/order-view.ts';
import { pickupStateOf } from './pickup-state.ts';
import { studioMovesForOrder } from '../../src/domain/pickup-collection.ts';
import {
  studioDayEnd,
  studioDayStart,
  type SortDirection,
  type StudioCsvOrder,
  type StudioOrderSort,
} from '../../src/domain/studio-orders.ts';
import { containing } from '../db/like-pattern.ts';

type StudioOrderSummary = components['schemas']['StudioOrderSummary'];

export interface StudioOrderFilters {
  readonly status?: string;
  readonly paymentStatus?: string;
  /** Studio days, 'YYYY-MM-DD', both included. */
  readonly from?: string;
  readonly to?: string;
  readonly search?: string;
  /** One customer's orders (their page in the studio). */
  readonly userId?: string;
  readonly sort?: StudioOrderSort;
  readonly direction?: SortDirection;
}

type StudioOrderRow = OrderRow & { customer_name: string; customer_email: string };

const SORT_COLUMNS: Record<StudioOrderSort, string> = {
  date: 'o.created_at',
  orderNumber: 'o.order_number',
  customer: 'lower(u.name)',
  amount: 'o.amount',
  status: 'o.status',
};

/** The where clause and its parameters; every value is a parameter, never spliced into the SQL. */
function whereOf(filters: StudioOrderFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filters.status) add((p) => `o.status = ${p}`, filters.status);
  if (filters.paymentStatus) add((p) => `o.payment_status = ${p}`, filters.paymentStatus);
  if (filters.from) add((p) => `o.created_at >= ${p}`, studioDayStart(filters.from));
  if (filters.to) add((p) => `o.created_at < ${p}`, studioDayEnd(filters.to));
  if (filters.userId) add((p) => `o.user_id = ${p}`, filters.userId);
  const search = filters.search?.trim();
  // The customer's side as a subquery, so the orders are read once and the users once (not every
  // order against its customer), and neither the count nor a page needs the join to filter.
  if (search)
    add(
      (p) => `(o.order_number ilike ${p} or o.user_id in (select id from users where name ilike ${p} or email ilike ${p}))`,
      containing(search),
    );
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

function orderByOf(filters: StudioOrderFilters): string {
  const direction = filters.direction === 'asc' ? 'asc' : 'desc';
  // Whitelisted column names only; ties break by order number, the same way.
  return `order by ${SORT_COLUMNS[filters.sort ?? 'date']} ${direction}, o.order_number ${direction}`;
}

async function selectOrders(db: Queryable, filters: StudioOrderFilters, limit: number, offset: number): Promise<StudioOrderRow[]> {
  const { where, params } = whereOf(filters);
  const orderBy = orderByOf(filters);
  // The page is chosen from the orders alone (through their date index) and only its rows meet
  // their customers; sorting by customer needs the customers to choose the page.
  const choosingJoin = filters.sort === 'customer' ? 'join users u on u.id = o.user_id' : '';
  return db.query<StudioOrderRow>(
    `with page as (select o.* from orders o ${choosingJoin} ${where} ${orderBy} limit $${params.length + 1} offset $${params.length + 2})
     select o.*, u.name as customer_name, u.email as customer_email
       from page o join users u on u.id = o.user_id
       ${orderBy}`,
    [...params, limit, offset],
  );
}

async function countOrders(db: Queryable, filters: StudioOrderFilters): Promise<number> {
  const { where, params } = whereOf(filters);
  const [row] = await db.query<{ total: number }>(`select count(*)::int as total from orders o ${where}`, params);
  return row?.total ?? 0;
}

/** One page of the studio's order table, and how many orders match in all. */
export async function listStudioOrders(
  db: Queryable,
  filters: StudioOrderFilters,
  page: number,
  limit: number,
): Promise<{ orders: StudioOrderSummary[]; total: number }> {
  const [rows, total] = await Promise.all([selectOrders(db, filters, limit, (page - 1) * limit), countOrders(db, filters)]);
  const sandboxPaid = await sandboxPaidOrders(db, rows);
  return {
    total,
    orders: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.order_number,
      date: row.created_at.toISOString(),
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      status: row.status as StudioOrderSummary['status'],
      paymentStatus: row.payment_status as StudioOrderSummary['paymentStatus'],
      sandboxPayment: sandboxPaid.has(row.id),
      amount: row.amount,
      nextStatuses: [...studioMovesForOrder(pickupStateOf(row))],
    })),
  };
}

/** Every order the filters select (up to `limit`), with its lines summed up, for the CSV. */
export async function exportStudioOrders(db: Queryable, filters: StudioOrderFilters, limit: number): Promise<StudioCsvOrder[]> {
  const rows = await selectOrders(db, filters, limit, 0);
  const items = await listOrderItems(
    db,
    rows.map((row) => row.id),
  );
  const lines = new Map<string, string[]>();
  for (const item of items) lines.set(item.order_id, [...(lines.get(item.order_id) ?? []), `${item.title} x${item.quantity}`]);
  const sandboxPaid = await sandboxPaidOrders(db, rows);
  return rows.map((row) => ({
    orderNumber: row.order_number,
    date: row.created_at.toISOString(),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    status: row.status,
    paymentStatus: row.payment_status,
    sandboxPayment: sandboxPaid.has(row.id),
    amount: row.amount,
    items: (lines.get(row.id) ?? []).join('; '),
  }));
}
