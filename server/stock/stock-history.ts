import type { Queryable } from '../db/database.ts';
import { newId } from '../platform/ids.ts';
import type { StockChangeReason } from '../../src/domain/stock-adjustments.ts';

/** What made a stock change: its reason, who (a staff member, the customer), the order, a note, when. */
export interface StockCause {
  readonly reason: StockChangeReason;
  readonly actorId: string | null;
  readonly orderId: string | null;
  readonly note: string | null;
  readonly at: Date;
}

/** One row's change: a product's own stock (variantId null) or a variant's. */
export interface StockMove {
  readonly productId: string;
  readonly variantId: string | null;
  readonly delta: number;
  readonly stockAfter: number;
}

/**
 * Writes the history rows of stock changes just made, in one statement whatever their number.
 * Called in the transaction that changed the stock, after the rows' update, so a change and its
 * history row exist together or not at all.
 */
export async function recordStockChanges(db: Queryable, moves: readonly StockMove[], cause: StockCause): Promise<string[]> {
  const rows = moves
    .filter((move) => move.delta !== 0)
    .map((move) => ({
      id: newId('stk'),
      product_id: move.productId,
      variant_id: move.variantId,
      delta: move.delta,
      stock_after: move.stockAfter,
    }));
  if (rows.length === 0) return [];
  await db.query(
    `insert into stock_history (id, product_id, variant_id, at, reason, delta, stock_after, note, actor_id, order_id)
     select id, product_id, variant_id, $2, $3, delta, stock_after, $4, $5, $6
       from jsonb_to_recordset($1::jsonb) as change(id text, product_id text, variant_id text, delta integer, stock_after integer)`,
    [JSON.stringify(rows), cause.at, cause.reason, cause.note, cause.actorId, cause.orderId],
  );
  return rows.map((row) => row.id);
}
