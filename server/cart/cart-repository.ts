import type { SelectedAttributes } from '../../src/domain/cart.ts';
import type { Queryable } from '../db/database.ts';

export interface CartLineRow {
  cart_key: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  selected_attributes: SelectedAttributes;
  is_preorder: boolean;
}

export async function listCartLines(db: Queryable, userId: string): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    'select cart_key, product_id, variant_id, quantity, selected_attributes, is_preorder from cart_items where user_id = $1 order by created_at, is_preorder, cart_key',
    [userId],
  );
}

export async function findCartLine(db: Queryable, userId: string, key: string): Promise<CartLineRow | null> {
  const [row] = await db.query<CartLineRow>(
    'select cart_key, product_id, variant_id, quantity, selected_attributes, is_preorder from cart_items where user_id = $1 and cart_key = $2',
    [userId, key],
  );
  return row ?? null;
}

export interface CartLineWrite {
  readonly key: string;
  readonly productId: string;
  readonly variantId: string | null;
  readonly quantity: number;
  readonly selectedAttributes: SelectedAttributes;
  readonly isPreorder: boolean;
}

/** Writes the line's new total quantity, creating the line when it is new. */
export async function saveCartLine(db: Queryable, userId: string, line: CartLineWrite, now: Date): Promise<void> {
  await db.query(
    `insert into cart_items (user_id, cart_key, product_id, variant_id, quantity, selected_attributes, is_preorder, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (user_id, cart_key) do update set quantity = excluded.quantity, selected_attributes = excluded.selected_attributes`,
    [userId, line.key, line.productId, line.variantId, line.quantity, JSON.stringify(line.selectedAttributes), line.isPreorder, now],
  );
}

export async function setCartLineQuantity(db: Queryable, userId: string, key: string, quantity: number): Promise<void> {
  await db.query('update cart_items set quantity = $3 where user_id = $1 and cart_key = $2', [userId, key, quantity]);
}

/** Removes a line; false when there was no such line. */
export async function removeCartLine(db: Queryable, userId: string, key: string): Promise<boolean> {
  const rows = await db.query('delete from cart_items where user_id = $1 and cart_key = $2 returning cart_key', [userId, key]);
  return rows.length > 0;
}
