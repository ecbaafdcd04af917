import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { PRODUCT_NOT_FOUND } from './studio-stock.ts';
import type { VariantAttributes } from '../../src/domain/studio-products.ts';

/** The catalogue rows the studio's product and variant calls both write. */

export interface NewVariant extends VariantAttributes {
  readonly price: number;
  readonly stock: number;
  readonly discount: number;
  readonly position: number;
}

export const blankToNull = (value: string) => value.trim() || null;

/** Writes one variant row; its trigger opens the variant's stock history with its first stock. */
export async function insertVariant(tx: Queryable, productId: string, variant: NewVariant): Promise<string> {
  const id = newId('var');
  await tx.query(
    `insert into product_variants (id, product_id, color, size, material, finish, price, discount, final_price, stock, position)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10)`,
    [
      id,
      productId,
      blankToNull(variant.color),
      blankToNull(variant.size),
      blankToNull(variant.material),
      blankToNull(variant.finish),
      variant.price,
      variant.discount,
      variant.stock,
      variant.position,
    ],
  );
  return id;
}

/** A variant request's attributes with blanks for the ones left out. */
export function attributesOf(variant: { color?: string; size?: string; material?: string; finish?: string; price: number }) {
  return {
    color: variant.color ?? '',
    size: variant.size ?? '',
    material: variant.material ?? '',
    finish: variant.finish ?? '',
    price: variant.price,
  };
}

/** Locks a product's row for a change, or 404. */
export async function lockProduct(tx: Queryable, productId: string): Promise<{ has_variants: boolean; stock: number; discount: number }> {
  const [row] = await tx.query<{ has_variants: boolean; stock: number; discount: number }>(
    'select has_variants, stock, discount from products where id = $1 for update',
    [productId],
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The shop's colour, size and material filters read these from the product: they follow its variants on sale. */
export async function refreshVariantFilters(tx: Queryable, productId: string): Promise<void> {
  const values = (column: string) =>
    `coalesce(array(select distinct v.${column} from product_variants v
                     where v.product_id = $1 and v.archived_at is null and v.${column} is not null order by 1), '{}')`;
  await tx.query(
    `update products set colors = ${values('color')}, sizes = ${values('size')}, materials = ${values('material')},
                         has_variants = exists (select 1 from product_variants v where v.product_id = $1)
      where id = $1 and (has_variants or exists (select 1 from product_variants v where v.product_id = $1))`,
    [productId],
  );
}
