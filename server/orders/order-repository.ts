import type { OrderStatus } from '../../src/domain/order-status.ts';
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

/** One status change of an order, as its history records it. */
export interface OrderMove {
  readonly orderId: string;
  /** The statuses the order must still be in: of two processes racing for the same order, exactly one finds it there. */
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly at: Date;
  /** Why, in the status history; none when left out. */
  readonly note?: string;
  /** The order is paid with this move (a confirmed payment, with its reference when the provider gave one; a collection paid at the studio). */
  readonly paid?: { readonly reference: string | null };
}

/** Moves an order on only if it is still in `move.from`; returns the updated row, or null when it was not. */
export async function moveOrder(db: Queryable, move: OrderMove): Promise<OrderRow | null> {
  const entry: StatusHistoryEntry = { status: move.to, timestamp: move.at.toISOString(), ...(move.note ? { note: move.note } : {}) };
  const paid = move.paid ? ", payment_status = 'paid', payment_reference = coalesce($6, payment_reference)" : '';
  const [row] = await db.query<OrderRow>(
    `update orders set status = $3, status_history = status_history || $4::jsonb, updated_at = $5 ${paid}
      where id = $1 and status = any($2::text[]) returning *`,
    [move.orderId, move.from, move.to, JSON.stringify([entry]), entry.timestamp, ...(move.paid ? [move.paid.reference] : [])],
  );
  return row ?? null;
}
