import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { CATEGORY_NAME_TAKEN, categoryNameProblem, categorySlug, parentProblem } from '../../src/domain/studio-categories.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

type StudioCategory = components['schemas']['StudioCategory'];
type CategoryRequest = components['schemas']['StudioCategoryRequest'];

interface CategoryRow {
  id: string;
  slug: string;
  title: string;
  parent_id: string | null;
  product_count: number;
}

const CATEGORIES = `select c.id, c.slug, c.title, c.parent_id,
         (select count(*)::int from products p where p.category_id = c.id and p.archived_at is null) as product_count
    from categories c`;

function categoryView(row: CategoryRow): StudioCategory {
  return { _id: row.id, slug: row.slug, title: row.title, parentId: row.parent_id, productCount: row.product_count };
}

/** Every category in the shop's order, with the products on sale in each. */
export async function listStudioCategories(db: Queryable): Promise<StudioCategory[]> {
  return (await db.query<CategoryRow>(`${CATEGORIES} order by c.position, c.title`)).map(categoryView);
}

async function loadCategory(db: Queryable, id: string): Promise<StudioCategory> {
  const [row] = await db.query<CategoryRow>(`${CATEGORIES} where c.id = $1`, [id]);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return categoryView(row);
}

/**
 * The name and parent as the rules want them: 422 for a bad name, an unknown parent or a cycle, 409
 * for a name whose address another category has. Categories are few: the whole tree is read.
 */
async function checkCategory(tx: Queryable, id: string, request: CategoryRequest): Promise<{ title: string; parentId: string | null }> {
  const problem = categoryNameProblem(request.title);
  if (problem) throw new HttpError(422, problem);
  const tree = await tx.query<{ id: string; parent_id: string | null; slug: string }>(
    'select id, parent_id, slug from categories for update',
  );
  const parentId = request.parentId?.trim() || null;
  const refusal = parentProblem(
    tree.map((category) => ({ id: category.id, parentId: category.parent_id })),
    id,
    parentId,
  );
  if (refusal) throw new HttpError(422, refusal);
  const title = request.title.trim();
  if (tree.some((category) => category.id !== id && category.slug === categorySlug(title))) {
    throw new HttpError(409, CATEGORY_NAME_TAKEN);
  }
  return { title, parentId };
}

/** Adds a category at the top or inside another; its address comes from its name. */
export async function createStudioCategory(deps: AppDeps, actor: StudioActor, request: CategoryRequest): Promise<StudioCategory> {
  const id = newId('cat');
  const now = deps.clock();
  const category = await deps.db.transaction(async (tx) => {
    const slug = categorySlug(request.title);
    const { title, parentId } = await checkCategory(tx, id, request);
    await tx.query(
      `insert into categories (id, slug, title, parent_id, image, position)
       values ($1, $2, $3, $4, $5, (select coalesce(max(position), -1) + 1 from categories))`,
      [id, slug, title, parentId, `/media/categories/${slug}.svg`],
    );
    await recordAudit(tx, { actor, action: 'category.create', subject: title, before: null, after: { title, parentId }, at: now });
    return loadCategory(tx, id);
  });
  deps.catalogueCache.clear();
  return category;
}

/** Renames a category or moves it; its address stays, so links to it keep working. */
export async function updateStudioCategory(
  deps: AppDeps,
  actor: StudioActor,
  id: string,
  request: CategoryRequest,
): Promise<StudioCategory> {
  const now = deps.clock();
  const category = await deps.db.transaction(async (tx) => {
    const before = await loadCategory(tx, id);
    const { title, parentId } = await checkCategory(tx, id, request);
    await tx.query('update categories set title = $2, parent_id = $3 where id = $1', [id, title, parentId]);
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      subject: title,
      before: { title: before.title, parentId: before.parentId },
      after: { title, parentId },
      at: now,
    });
    return loadCategory(tx, id);
  });
  deps.catalogueCache.clear();
  return category;
}
