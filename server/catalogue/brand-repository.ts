import type { Queryable } from '../db/database.ts';

/**
 * What makes two products' brands the same brand: case and surrounding spaces do not count. The
 * brand list groups by it and the brand filter of /product/list matches on it, so every listed
 * name finds exactly its productCount products.
 */
export const BRAND_KEY = 'lower(btrim(p.brand))';

export interface BrandRow {
  readonly name: string;
  readonly productCount: number;
}

/**
 * Every brand with at least one product (whatever its stock), sorted case-insensitively; products
 * without a brand (an empty or blank one) are left out. A brand spelt several ways is listed once,
 * under its most common spelling.
 */
export async function listBrands(db: Queryable): Promise<BrandRow[]> {
  // The byte order ("C") sorts the same on PGlite and on PostgreSQL whatever its locale.
  return db.query<BrandRow>(
    `select mode() within group (order by btrim(p.brand) collate "C") as name, count(*)::int as "productCount"
       from products p
      where btrim(p.brand) <> '' and p.archived_at is null
      group by ${BRAND_KEY}
      order by ${BRAND_KEY} collate "C"`,
  );
}
