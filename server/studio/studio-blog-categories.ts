import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { recordAudit } from './audit-log.ts';
import { BLOG_CATEGORY_NOT_FOUND } from './studio-blog-posts.ts';
import { CATEGORY_NAME_TAKEN, categoryNameProblem } from '../../src/domain/studio-blog.ts';

type StudioBlogCategory = components['schemas']['StudioBlogCategory'];

const CATEGORIES = `select c.id as "_id", c.name, (select count(*)::int from blog_posts p where p.category_id = c.id) as posts
  from blog_categories c`;

export async function listStudioBlogCategories(db: Queryable): Promise<StudioBlogCategory[]> {
  return db.query<StudioBlogCategory>(`${CATEGORIES} order by lower(c.name), c.id`);
}

async function loadCategory(db: Queryable, id: string): Promise<StudioBlogCategory> {
  const [row] = await db.query<StudioBlogCategory>(`${CATEGORIES} where c.id = $1`, [id]);
  if (!row) throw notFound(BLOG_CATEGORY_NOT_FOUND);
  return row;
}

/** The name trimmed, refused when blank (400) or when another category has it in any case (409). */
async function checkedName(tx: Queryable, id: string, name: string): Promise<string> {
  const problem = categoryNameProblem(name);
  if (problem) throw badRequest(problem);
  const trimmed = name.trim();
  // Categories are few: every name is locked so two adds of one name cannot both pass.
  const rows = await tx.query<{ id: string; name: string }>('select id, name from blog_categories for update');
  if (rows.some((row) => row.id !== id && row.name.toLowerCase() === trimmed.toLowerCase())) {
    throw new HttpError(409, CATEGORY_NAME_TAKEN);
  }
  return trimmed;
}

export async function createStudioBlogCategory(deps: AppDeps, actor: StudioActor, name: string): Promise<StudioBlogCategory> {
  const id = newId('blogcat');
  const now = deps.clock();
  const category = await deps.db.transaction(async (tx) => {
    const checked = await checkedName(tx, id, name);
    await tx.query('insert into blog_categories (id, name, created_at) values ($1, $2, $3)', [id, checked, now]);
    await recordAudit(tx, { actor, action: 'blog.category.create', subject: checked, before: null, after: { name: checked }, at: now });
    return loadCategory(tx, id);
  });
  deps.catalogueCache.clear();
  return category;
}

/** A new name; the posts follow it, and the public list's filter by category uses it. */
export async function renameStudioBlogCategory(deps: AppDeps, actor: StudioActor, id: string, name: string): Promise<StudioBlogCategory> {
  const now = deps.clock();
  const category = await deps.db.transaction(async (tx) => {
    const before = await loadCategory(tx, id);
    const checked = await checkedName(tx, id, name);
    await tx.query('update blog_categories set name = $2 where id = $1', [id, checked]);
    await recordAudit(tx, {
      actor,
      action: 'blog.category.rename',
      subject: checked,
      before: { name: before.name },
      after: { name: checked },
      at: now,
    });
    return loadCategory(tx, id);
  });
  deps.catalogueCache.clear();
  return category;
}
