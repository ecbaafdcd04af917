import type { Queryable } from '../db/database.ts';
import type { OrderItemRow, OrderRow, StatusHistoryEntry } from './order-rows.ts';

export const ORDER_NOT_FOUND = 'Order not found';

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>('select * from orders where id = $1', [orderId]);
  return row ?? null;
}

/** The customer's own order; another customer's is as unknown as a missing one. */
export async function findOwnOrder(db: Queryable, userId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>('select * from orders where id = $1 and user_id = $2', [orderId, userId]);
  return row ?? null;
}

export async function findOrderByNumber(db: Queryable, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>('select * from orders where order_number = $1', [orderNumber]);
  return row ?? null;
}

export async function listOrderItems(db: Queryable, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<OrderItemRow>('select * from order_items where order_id = any($1::text[]) order by order_id, position', [orderIds]);
}

export interface OrderPage {
  readonly orders: OrderRow[];
  readonly total: number;
}

/** Newest first; `status` narrows the list when given. */
export async function listUserOrders(
  db: Queryable,
  userId: string,
  status: string | undefined,
  page: number,
  limit: number,
): Promise<OrderPage> {
  const filter = status ? 'and status = $2' : '';
  const params: unknown[] = status ? [userId, status] : [userId];
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from orders where user_id = $1 ${filter}`, params);
  const orders = await db.query<OrderRow>(
    `select * from orders where user_id = $1 ${filter} order by created_at desc, order_number desc limit ${limit} offset ${(page - 1) * limit}`,
    params,
  );
  return { orders, total: count?.total ?? 0 };
}

/**
 * Moves an order from one status to another only if it is still in `from`: of two processes
 * racing for the same order, exactly one wins. `extraSet` may use $6 onwards from `extraParams`.
 * Returns the updated row or null.
 */
export async function moveOrder(
  db: Queryable,
  orderId: string,
  from: readonly string[],
  to: string,
  entry: StatusHistoryEntry,
  extraSet = '',
  extraParams: readonly unknown[] = [],
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `update orders set status = $3, status_history = status_history || $4::jsonb, updated_at = $5 ${extraSet}
      where id = $1 and status = any($2::text[]) returning *`,
    [orderId, from, to, JSON.stringify([entry]), entry.timestamp, ...extraParams],
  );
  return row ?? null;
}
