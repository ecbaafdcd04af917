import type { Queryable } from '../db/database.ts';
import type { CategoryRow } from './product-rows.ts';

const CATEGORY_SELECT = 'select c.id, c.slug, c.title, c.description, c.image, c.parent_id, c.featured from categories c';

export async function listCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(`${CATEGORY_SELECT} order by c.position, c.title`);
}

/**
 * The featured categories, each with the products the shop lists under it, counted as
 * GET /product/category/{category} counts them (productListWhere): the category's own and its
 * sub-categories', sold-out ones too, archived ones not. One statement for the home page, where
 * it took one listing per category.
 */
export async function listFeaturedCategories(db: Queryable): Promise<Array<CategoryRow & { product_count: number }>> {
  return db.query<CategoryRow & { product_count: number }>(
    `select c.id, c.slug, c.title, c.description, c.image, c.parent_id, c.featured,
            (select count(*)::int from products p
              where p.archived_at is null
                and p.category_id in (select s.id from categories s where s.id = c.id or s.parent_id = c.id)) as product_count
       from categories c
      where c.featured
      order by c.position, c.title`,
  );
}

/** By slug, or by id since links may carry either. */
export async function findCategory(db: Queryable, slugOrId: string): Promise<CategoryRow | null> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} where c.slug = $1 or c.id = $1 limit 1`, [slugOrId]);
  return row ?? null;
}
