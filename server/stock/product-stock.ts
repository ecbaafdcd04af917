import type { Queryable } from '../db/database.ts';
import { recordStockChanges, type StockCause } from './stock-history.ts';

/**
 * The one rule for a product with variants: its own stock, which the shop's listings, stock labels
 * and product page read, is the sum of its offered (not archived) variants' stock. Whatever changes
 * a variant's stock or the set of variants (an order, a cancellation, an expiry, a restock, a
 * variant added, removed, archived or offered again) calls this in its own transaction, after its
 * change; the product row's change goes into its history with the same cause, so the history still
 * sums to the stock. Products without variants are left alone (a product that just lost its last
 * variant still counts: it has none left, so 0).
 *
 * The product rows are locked after the variant rows the caller changed (the order every stock
 * transaction takes its rows in); the sum is read after the lock, so it sees every variant change
 * committed before it.
 */
export async function followVariantStock(db: Queryable, productIds: readonly string[], cause: StockCause): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return;
  const products = await db.query<{ id: string; stock: number }>(
    `select p.id, p.stock from products p
      where p.id = any($1::text[]) and (p.has_variants or exists (select 1 from product_variants v where v.product_id = p.id))
      order by p.id for update`,
    [ids],
  );
  if (products.length === 0) return;
  const sums = await db.query<{ product_id: string; stock: number }>(
    `select p.id as product_id, coalesce(sum(v.stock) filter (where v.archived_at is null), 0)::int as stock
       from products p left join product_variants v on v.product_id = p.id
      where p.id = any($1::text[]) group by p.id`,
    [products.map((product) => product.id)],
  );
  const wanted = new Map(sums.map((row) => [row.product_id, row.stock]));
  const changed = products.filter((product) => (wanted.get(product.id) ?? 0) !== product.stock);
  if (changed.length === 0) return;
  await db.query('update products p set stock = w.stock from unnest($1::text[], $2::int[]) as w(id, stock) where p.id = w.id', [
    changed.map((product) => product.id),
    changed.map((product) => wanted.get(product.id) ?? 0),
  ]);
  await recordStockChanges(
    db,
    changed.map((product) => {
      const stockAfter = wanted.get(product.id) ?? 0;
      return { productId: product.id, variantId: null, delta: stockAfter - product.stock, stockAfter };
    }),
    cause,
  );
}
