import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { VARIANT_NOT_FOUND } from '../catalogue/stock-source.ts';
import { followVariantStock } from '../stock/product-stock.ts';
import { recordStockChanges } from '../stock/stock-history.ts';
import { recordAudit } from './audit-log.ts';
import { LOW_STOCK_THRESHOLD } from '../../src/domain/stock.ts';
import { adjustmentProblem, adjustmentProblemAt, isLowStock, type StockChangeReason } from '../../src/domain/stock-adjustments.ts';
import { containing } from '../db/like-pattern.ts';

type StudioStockItem = components['schemas']['StudioStockItem'];
type StudioStockChange = components['schemas']['StudioStockChange'];
type AdjustmentRequest = components['schemas']['StudioStockAdjustmentRequest'];

export const STUDIO_STOCK_PAGE_SIZE = 50;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const VARIANT_REQUIRED = 'Please choose a variant';

/** A variant's attributes as one label; a variant with none is named by its place. */
const VARIANT_LABEL = `coalesce(nullif(concat_ws(' / ', v.color, v.size, v.material, v.finish), ''), 'Variant ' || (v.position + 1))`;

/**
 * Every row that holds stock: a product without variants, or each variant of a product with
 * variants (whose own stock row orders never take from).
 */
const STOCK_ROWS = `
  select p.id as product_id, null::text as variant_id, p.title, null::text as variant, p.sku, p.stock, 0 as position
    from products p where not p.has_variants
  union all
  select p.id, v.id, p.title, ${VARIANT_LABEL}, p.sku, v.stock, v.position
    from product_variants v join products p on p.id = v.product_id where p.has_variants`;

interface StockRow {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant: string | null;
  sku: string;
  stock: number;
}

function itemView(row: StockRow): StudioStockItem {
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.title,
    variant: row.variant,
    sku: row.sku,
    stock: row.stock,
    low: isLowStock(row.stock),
  };
}

/** Without a search, the rows at or under the threshold, lowest first; with one, every row whose title or SKU holds it. */
export async function listStudioStock(
  db: Queryable,
  search: string | undefined,
  page: number,
): Promise<{ items: StudioStockItem[]; total: number }> {
  const text = search?.trim() ?? '';
  const [where, order, value] = text
    ? ['s.title ilike $1 or s.sku ilike $1', 's.title, s.product_id, s.position, s.variant_id', containing(text)]
    : ['s.stock <= $1', 's.stock, s.title, s.product_id, s.position, s.variant_id', LOW_STOCK_THRESHOLD];
  const [rows, [count]] = await Promise.all([
    db.query<StockRow>(`select * from (${STOCK_ROWS}) s where ${where} order by ${order} limit $2 offset $3`, [
      value,
      STUDIO_STOCK_PAGE_SIZE,
      (page - 1) * STUDIO_STOCK_PAGE_SIZE,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from (${STOCK_ROWS}) s where ${where}`, [value]),
  ]);
  return { items: rows.map(itemView), total: count?.total ?? 0 };
}

interface ProductHead {
  id: string;
  title: string;
  sku: string;
  has_variants: boolean;
}

interface HistoryRow {
  id: string;
  at: Date;
  variant_id: string | null;
  variant: string | null;
  reason: StockChangeReason;
  delta: number;
  stock_after: number;
  note: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  order_number: string | null;
}

const HISTORY = `
  select h.id, h.at, h.variant_id, case when v.id is null then null else ${VARIANT_LABEL} end as variant, h.reason, h.delta,
         h.stock_after, h.note, h.actor_id, u.name as actor_name, u.email as actor_email, o.order_number
    from stock_history h
    left join product_variants v on v.id = h.variant_id
    left join users u on u.id = h.actor_id
    left join orders o on o.id = h.order_id`;

function changeView(row: HistoryRow): StudioStockChange {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    variantId: row.variant_id,
    variant: row.variant,
    reason: row.reason,
    delta: row.delta,
    stockAfter: row.stock_after,
    note: row.note,
    actor: row.actor_id ? { _id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' } : null,
    orderNumber: row.order_number,
  };
}

async function findProductHead(db: Queryable, productId: string): Promise<ProductHead> {
  const [product] = await db.query<ProductHead>('select id, title, sku, has_variants from products where id = $1', [productId]);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * A product's stock rows and one page of their history, newest first. A product with variants shows
 * its variants' histories only: its own row is not what orders take from.
 */
export async function productStock(db: Queryable, productId: string, page: number) {
  const product = await findProductHead(db, productId);
  const where = `h.product_id = $1 and (h.variant_id is not null) = $2`;
  const [items, history, [count]] = await Promise.all([
    db.query<StockRow>(`select * from (${STOCK_ROWS}) s where s.product_id = $1 order by s.position, s.variant_id`, [productId]),
    db.query<HistoryRow>(`${HISTORY} where ${where} order by h.seq desc limit $3 offset $4`, [
      productId,
      product.has_variants,
      STUDIO_STOCK_PAGE_SIZE,
      (page - 1) * STUDIO_STOCK_PAGE_SIZE,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from stock_history h where ${where}`, [productId, product.has_variants]),
  ]);
  return {
    product: { _id: product.id, title: product.title, sku: product.sku, hasVariants: product.has_variants },
    items: items.map(itemView),
    history: history.map(changeView),
    total: count?.total ?? 0,
  };
}

/**
 * Locks the row the adjustment is for and reads its stock: a variant of this product, or the product
 * itself when it has no variants; 404 for a variant of another product.
 */
async function lockStockRow(tx: Queryable, product: ProductHead, variantId: string | undefined): Promise<StockRow> {
  if (product.has_variants && !variantId) throw badRequest(VARIANT_REQUIRED);
  if (!product.has_variants && variantId) throw notFound(VARIANT_NOT_FOUND);
  const [row] = variantId
    ? await tx.query<StockRow>(
        `select v.product_id, v.id as variant_id, $3::text as title, ${VARIANT_LABEL} as variant, $4::text as sku, v.stock
           from product_variants v where v.id = $1 and v.product_id = $2 for update`,
        [variantId, product.id, product.title, product.sku],
      )
    : await tx.query<StockRow>(
        'select id as product_id, null::text as variant_id, title, null::text as variant, sku, stock from products where id = $1 for update',
        [product.id],
      );
  if (!row) throw notFound(variantId ? VARIANT_NOT_FOUND : PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Staff change a row's stock with a reason. The row is locked before its stock is read, so an
 * order or another adjustment at the same moment waits and then sees this one's result: no
 * update is lost. The change, its history row and its audit entry are one transaction.
 */
export async function adjustStock(deps: AppDeps, actor: StudioActor, productId: string, request: AdjustmentRequest) {
  const problem = adjustmentProblem(request);
  if (problem) throw badRequest(problem);
  const note = request.note?.trim() || null;
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const product = await findProductHead(tx, productId);
    const row = await lockStockRow(tx, product, request.variantId);
    const refusal = adjustmentProblemAt(request, row.stock);
    if (refusal) throw badRequest(refusal);
    const table = row.variant_id ? 'product_variants' : 'products';
    const [updated] = await tx.query<{ stock: number }>(`update ${table} set stock = stock + $2 where id = $1 returning stock`, [
      row.variant_id ?? row.product_id,
      request.delta,
    ]);
    const stock = updated?.stock ?? row.stock + request.delta;
    const cause = { reason: request.reason, actorId: actor.id, orderId: null, note, at: now };
    const [changeId] = await recordStockChanges(
      tx,
      [{ productId, variantId: row.variant_id, delta: request.delta, stockAfter: stock }],
      cause,
    );
    if (row.variant_id) await followVariantStock(tx, [productId], cause);
    await recordAudit(tx, {
      actor,
      action: 'stock.adjust',
      subject: row.variant ? `${row.title} (${row.variant})` : row.title,
      before: { stock: row.stock },
      after: { stock, reason: request.reason, delta: request.delta, note },
      at: now,
    });
    const [change] = await tx.query<HistoryRow>(`${HISTORY} where h.id = $1`, [changeId]);
    return { item: itemView({ ...row, stock }), change: change as HistoryRow };
  });
  deps.catalogueCache.clear();
  return { item: result.item, change: changeView(result.change) };
}
