import type { Queryable } from '../db/database.ts';
import type { DigitalFileRow, ProductDetailRow, ProductRow, ReviewRow, VariantRow } from './product-rows.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { productDetailView } from './product-view.ts';
import { timeStage } from '../observability/stage-timing.ts';

function groupBy<Row extends { product_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/**
 * The contract's Product for each row, variants, reviews and a digital product's file included:
 * three queries for the whole page, whatever its length.
 */
export async function fullProducts(db: Queryable, rows: readonly ProductRow[]): Promise<components['schemas']['Product'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const digitalIds = rows.filter((row) => row.product_type === 'digital').map((row) => row.id);
  const [variants, reviews, files] = await Promise.all([
    db.query<VariantRow>(
      'select * from product_variants where product_id = any($1::text[]) and archived_at is null order by product_id, position, id',
      [ids],
    ),
    db.query<ReviewRow>(
      `select r.id, r.product_id, r.user_id, coalesce(u.name, r.author_name) as author_name, r.rating, r.comment, r.verified_purchase, r.created_at
         from reviews r left join users u on u.id = r.user_id
        where r.product_id = any($1::text[]) and r.hidden_at is null order by r.product_id, r.created_at desc, r.id`,
      [ids],
    ),
    digitalIds.length === 0
      ? Promise.resolve([])
      : db.query<DigitalFileRow>('select product_id, file_format, file_size from digital_files where product_id = any($1::text[])', [
          digitalIds,
        ]),
  ]);
  return timeStage('shape', () => {
    const fileOf = new Map(files.map((file) => [file.product_id, { format: file.file_format, size: Number(file.file_size) }]));
    const variantsOf = groupBy(variants);
    const reviewsOf = groupBy(reviews);
    return rows.map((row) => productDetailView(row, variantsOf.get(row.id) ?? [], reviewsOf.get(row.id) ?? [], fileOf.get(row.id)));
  });
}

/** The contract's Product for each row of a listing's page, which carries its details (listProducts). */
export function pageProducts(rows: readonly ProductDetailRow[]): components['schemas']['Product'][] {
  return timeStage('shape', () => rows.map((row) => productDetailView(row, row.variants, row.reviews, row.digital_file ?? undefined)));
}
