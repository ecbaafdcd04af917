import type { Queryable } from '../db/database.ts';
import { productCountSql, productPageSql, type ListingFilters } from './product-list-query.ts';
import {
  PRODUCT_COLUMNS,
  PRODUCT_DETAIL_COLUMNS,
  PRODUCT_FROM,
  type ProductDetailRow,
  type ProductRow,
  type VariantRow,
} from './product-rows.ts';

export interface ProductPage {
  readonly rows: ProductDetailRow[];
  readonly total: number;
}

/**
 * One page of the filtered, sorted catalogue, each product with its variants, reviews and file,
 * and the number of matches: one statement, which counts only when `knownTotal` is not given,
 * and a count of its own only when the page is empty.
 */
export async function listProducts(
  db: Queryable,
  filters: ListingFilters,
  page: number,
  limit: number,
  knownTotal?: number,
): Promise<ProductPage> {
  const pageQuery = productPageSql(filters, page, limit, { countMatches: knownTotal === undefined });
  const rows = await db.query<ProductDetailRow & { total?: number }>(pageQuery.sql, pageQuery.params);
  if (knownTotal !== undefined) return { rows, total: knownTotal };
  if (rows[0]?.total !== undefined) return { rows, total: rows[0].total };
  const count = productCountSql(filters);
  const [counted] = await db.query<{ total: number }>(count.sql, count.params);
  return { rows, total: counted?.total ?? 0 };
}

/** A product on sale (archived ones have left the shop; old orders read their own lines). */
export async function findProduct(db: Queryable, id: string): Promise<ProductRow | null> {
  const [row] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.id = $1 and p.archived_at is null`, [
    id,
  ]);
  return row ?? null;
}

/** A product on sale with its variants, reviews and file, in one statement. */
export async function findProductDetail(db: Queryable, id: string): Promise<ProductDetailRow | null> {
  const [row] = await db.query<ProductDetailRow>(
    `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAIL_COLUMNS} from ${PRODUCT_FROM} where p.id = $1 and p.archived_at is null`,
    [id],
  );
  return row ?? null;
}

export async function findProducts(db: Queryable, ids: readonly string[]): Promise<ProductRow[]> {
  return db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.id = any($1::text[]) and p.archived_at is null`, [
    ids,
  ]);
}

export async function findVariants(db: Queryable, productId: string): Promise<VariantRow[]> {
  return db.query<VariantRow>('select * from product_variants where product_id = $1 and archived_at is null order by position, id', [
    productId,
  ]);
}

/**
 * Products like this one: same category first, then the most shared tags, then the best rated.
 * Sold-out products without pre-order are left out, since they cannot be bought. Each comes with its details.
 */
export async function similarProducts(db: Queryable, product: ProductRow, limit: number): Promise<ProductDetailRow[]> {
  return db.query<ProductDetailRow>(
    `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAIL_COLUMNS} from ${PRODUCT_FROM}
      where p.id <> $1 and p.archived_at is null and (p.stock > 0 or p.preorder_allowed) and (p.category_id = $2 or p.tags && $3::text[])
      order by (p.category_id = $2) desc, cardinality(array(select unnest(p.tags) intersect select unnest($3::text[]))) desc,
               p.average_rating desc, p.id
      limit ${Number(limit)}`,
    [product.id, product.category_id, product.tags],
  );
}
