import type { SelectedAttributes } from '../../src/domain/cart.ts';
import type { Queryable } from '../db/database.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../catalogue/product-rows.ts';
import { productSummaryView } from '../catalogue/product-view.ts';
import type { components } from '../../src/api/schema.gen.ts';

/** The wishlist as the spec shapes it: productId holds the product itself. */
export async function listWishlist(db: Queryable, userId: string): Promise<components['schemas']['User']['wishlist']> {
  const rows = await db.query<ProductRow & { w_variant_id: string | null; w_selected_attributes: SelectedAttributes; w_created_at: Date }>(
    `select ${PRODUCT_COLUMNS}, w.variant_id as w_variant_id, w.selected_attributes as w_selected_attributes, w.created_at as w_created_at
       from wishlist_items w join ${PRODUCT_FROM} on p.id = w.product_id
      where w.user_id = $1
      order by w.created_at, p.id, w.variant_key`,
    [userId],
  );
  return rows.map((row) => ({
    productId: productSummaryView(row),
    variantId: row.w_variant_id,
    selectedAttributes: row.w_selected_attributes,
    addedAt: new Date(row.w_created_at).toISOString(),
  }));
}

/** Adds the entry; adding it again changes nothing. */
export async function addWishlistEntry(
  db: Queryable,
  userId: string,
  entry: { productId: string; variantId: string | null; selectedAttributes: SelectedAttributes },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into wishlist_items (user_id, product_id, variant_key, variant_id, selected_attributes, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [userId, entry.productId, entry.variantId ?? '', entry.variantId, JSON.stringify(entry.selectedAttributes), now],
  );
}

/** Removes the entry for this product and variant; false when there was none. */
export async function removeWishlistEntry(db: Queryable, userId: string, productId: string, variantId: string | null): Promise<boolean> {
  const rows = await db.query(
    'delete from wishlist_items where user_id = $1 and product_id = $2 and variant_key = $3 returning product_id',
    [userId, productId, variantId ?? ''],
  );
  return rows.length > 0;
}
