import type { Queryable } from '../db/database.ts';

export interface StockTarget {
  readonly productId: string;
  readonly variantId: string | null;
}

function table(target: StockTarget): { sql: string; id: string } {
  return target.variantId ? { sql: 'product_variants', id: target.variantId } : { sql: 'products', id: target.productId };
}

/**
 * The one order in which every transaction touches stock rows: by table, then id. Transactions
 * that take their rows in the same order queue instead of deadlocking (PostgreSQL answers a
 * deadlock by aborting one of them with 40P01).
 */
export function stockLockOrder<Target extends StockTarget>(targets: readonly Target[]): Target[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...targets].sort((a, b) => {
    const [first, second] = [table(a), table(b)];
    return compare(first.sql, second.sql) || compare(first.id, second.id);
  });
}

/**
 * Takes `units` from stock only if that many are there, in one statement: concurrent orders for
 * the last units queue on the row and each re-checks the condition, so stock never goes below
 * zero on PGlite or PostgreSQL. Returns false when there were not enough.
 */
export async function reserveStock(db: Queryable, target: StockTarget, units: number): Promise<boolean> {
  const { sql, id } = table(target);
  const rows = await db.query(`update ${sql} set stock = stock - $1 where id = $2 and stock >= $1 returning stock`, [units, id]);
  return rows.length === 1;
}

export async function currentStock(db: Queryable, target: StockTarget): Promise<number> {
  const { sql, id } = table(target);
  const [row] = await db.query<{ stock: number }>(`select stock from ${sql} where id = $1`, [id]);
  return Math.max(0, row?.stock ?? 0);
}

/**
 * Gives an order's reserved units back, once: the order's holds_stock flag is cleared by a
 * conditional update first, so a second caller (another process's sweep, a cancel racing the
 * sweep) finds nothing to release. Returns whether this call released the stock.
 */
export async function releaseOrderStock(db: Queryable, orderId: string): Promise<boolean> {
  const claimed = await db.query('update orders set holds_stock = false where id = $1 and holds_stock returning id', [orderId]);
  if (claimed.length === 0) return false;
  const lines = await db.query<{ product_id: string; variant_id: string | null; reserved: number }>(
    'select product_id, variant_id, reserved from order_items where order_id = $1 and reserved > 0',
    [orderId],
  );
  const targets = lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id, units: line.reserved }));
  for (const target of stockLockOrder(targets)) {
    const { sql, id } = table(target);
    await db.query(`update ${sql} set stock = stock + $1 where id = $2`, [target.units, id]);
  }
  return true;
}
