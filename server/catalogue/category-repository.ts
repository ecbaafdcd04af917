import type { Queryable } from '../db/database.ts';
import type { CategoryRow } from './product-rows.ts';

const CATEGORY_SELECT = 'select c.id, c.slug, c.title, c.description, c.image, c.parent_id, c.featured from categories c';

export async function listCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(`${CATEGORY_SELECT} order by c.position, c.title`);
}

export async function listFeaturedCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(`${CATEGORY_SELECT} where c.featured order by c.position, c.title`);
}

/** By slug, or by id since links may carry either. */
export async function findCategory(db: Queryable, slugOrId: string): Promise<CategoryRow | null> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} where c.slug = $1 or c.id = $1 limit 1`, [slugOrId]);
  return row ?? null;
}
