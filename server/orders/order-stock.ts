import type { Queryable } from '../db/database.ts';
import { followVariantStock } from '../stock/product-stock.ts';
import { recordStockChanges, type StockCause, type StockMove } from '../stock/stock-history.ts';

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

export interface Reservation extends StockTarget {
  readonly units: number;
}

/**
 * Takes the units of a whole basket from stock in at most four statements, whatever its size:
 * the rows are locked in stockLockOrder (each table's rows by id, tables in that order), checked,
 * then decremented together. Lines on the same row count together. Returns the first line, in
 * lock order, that asks for more than there is, with what there is; nothing is taken then (the
 * caller's transaction is meant to roll back). Null when every unit was taken, each row's change
 * then written to the stock history with `cause` (the order).
 */
export async function reserveAll<Line extends Reservation>(
  db: Queryable,
  lines: readonly Line[],
  cause: StockCause,
): Promise<{ line: Line; available: number } | null> {
  const ordered = stockLockOrder(lines.filter((line) => line.units > 0));
  const wanted = new Map<string, { sql: string; id: string; productId: string; variantId: string | null; units: number }>();
  for (const line of ordered) {
    const { sql, id } = table(line);
    const key = `${sql} ${id}`;
    wanted.set(key, { sql, id, productId: line.productId, variantId: line.variantId, units: (wanted.get(key)?.units ?? 0) + line.units });
  }
  const tables = [...new Set([...wanted.values()].map((row) => row.sql))];
  const stock = new Map<string, number>();
  for (const sql of tables) {
    const ids = [...wanted.values()].filter((row) => row.sql === sql).map((row) => row.id);
    const rows = await db.query<{ id: string; stock: number }>(
      `select id, stock from ${sql} where id = any($1::text[]) order by id for update`,
      [ids],
    );
    for (const row of rows) stock.set(`${sql} ${row.id}`, row.stock);
  }
  for (const line of ordered) {
    const { sql, id } = table(line);
    const available = stock.get(`${sql} ${id}`) ?? 0;
    if (available < (wanted.get(`${sql} ${id}`)?.units ?? 0)) return { line, available: Math.max(0, available) };
  }
  const moves: StockMove[] = [];
  for (const sql of tables) {
    const rows = [...wanted.values()].filter((row) => row.sql === sql);
    const after = await db.query<{ id: string; stock: number }>(
      `update ${sql} t set stock = t.stock - w.units from unnest($1::text[], $2::int[]) as w(id, units) where t.id = w.id returning t.id, t.stock`,
      [rows.map((row) => row.id), rows.map((row) => row.units)],
    );
    const stockAfter = new Map(after.map((row) => [row.id, row.stock]));
    for (const row of rows)
      moves.push({ productId: row.productId, variantId: row.variantId, delta: -row.units, stockAfter: stockAfter.get(row.id) ?? 0 });
  }
  await recordStockChanges(db, moves, cause);
  await followVariantStock(db, variantProducts(ordered), cause);
  return null;
}

/** The products whose variants the lines are about: their own stock follows them. */
function variantProducts(targets: readonly StockTarget[]): string[] {
  return targets.filter((target) => target.variantId !== null).map((target) => target.productId);
}

/**
 * Gives an order's reserved units back, once: the order's holds_stock flag is cleared by a
 * conditional update first, so a second caller (another process's sweep, a cancel racing the
 * sweep) finds nothing to release. Each row's change is written to the stock history with `cause`
 * (a cancellation by its actor, or the sweep's expiry). Returns whether this call released the stock.
 */
export async function releaseOrderStock(
  db: Queryable,
  orderId: string,
  cause: Omit<StockCause, 'orderId' | 'note' | 'reason'> & { reason: 'cancellation' | 'expiry' },
): Promise<boolean> {
  const claimed = await db.query('update orders set holds_stock = false where id = $1 and holds_stock returning id', [orderId]);
  if (claimed.length === 0) return false;
  const lines = await db.query<{ product_id: string; variant_id: string | null; reserved: number }>(
    'select product_id, variant_id, reserved from order_items where order_id = $1 and reserved > 0',
    [orderId],
  );
  const targets = lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id, units: line.reserved }));
  const moves: StockMove[] = [];
  for (const target of stockLockOrder(targets)) {
    const { sql, id } = table(target);
    const [row] = await db.query<{ stock: number }>(`update ${sql} set stock = stock + $1 where id = $2 returning stock`, [
      target.units,
      id,
    ]);
    if (row) moves.push({ productId: target.productId, variantId: target.variantId, delta: target.units, stockAfter: row.stock });
  }
  await recordStockChanges(db, moves, { ...cause, orderId, note: null });
  await followVariantStock(db, variantProducts(targets), { ...cause, orderId, note: null });
  return true;
}
