import type { Queryable } from '../db/database.ts';

/** The bought lines leave the customer's cart once the order is confirmed; anything else put there stays. */
export async function removeBoughtLines(tx: Queryable, order: { id: string; user_id: string }): Promise<void> {
  await tx.query('delete from cart_items where user_id = $1 and cart_key in (select cart_key from order_items where order_id = $2)', [
    order.user_id,
    order.id,
  ]);
}
