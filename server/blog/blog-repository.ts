import type { Queryable } from '../db/database.ts';
import { readCountedPage } from '../db/counted-page.ts';
import { PRODUCT_COLUMNS, PRODUCT_DETAIL_COLUMNS, PRODUCT_FROM, type ProductDetailRow } from '../catalogue/product-rows.ts';
import { MAX_RELATED_PRODUCTS } from '../../src/domain/blog.ts';

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  tags: string[];
  featured_image: string | null;
  content: string;
  excerpt: string;
  published_at: Date | null;
  created_at: Date;
  views: number;
  author_name: string;
  author_image: string | null;
  author_role: string;
  author_display_roles: string[];
  related_product_ids: string[];
  related_post_slugs: string[];
}

/** What a card shows of a post (the list, the home teaser, 'You Might Also Like'): no body, no author. */
export type BlogPostSummaryRow = Pick<
  BlogPostRow,
  'id' | 'slug' | 'title' | 'category' | 'tags' | 'featured_image' | 'excerpt' | 'published_at' | 'created_at' | 'views'
>;

export interface BlogListFilters {
  readonly category?: string;
  readonly tag?: string;
  readonly search?: string;
}

// A card's columns; the cards of a list or of 'You Might Also Like' read no more (a post's body
// crossed PGlite's worker for nothing: 0.7 ms a page of related posts).
const SUMMARY_COLUMNS =
  'p.id, p.slug, p.title, c.name as category, p.tags, p.featured_image, p.excerpt, p.published_at, p.created_at, p.views';
// The author block reads the writer's profile while the account exists (a staff member's post);
// seeded posts and posts of a deleted account keep the name and picture stored with them.
const POST_COLUMNS = `${SUMMARY_COLUMNS}, p.content, coalesce(u.name, p.author_name) as author_name,
  case when u.id is null then p.author_image else u.profile_image end as author_image,
  p.author_role, p.author_display_roles, p.related_product_ids, p.related_post_slugs`;
const POST_FROM = 'blog_posts p join blog_categories c on c.id = p.category_id left join users u on u.id = p.author_id';

/**
 * What the public sees: no draft, and no post before its publishing time (published, else
 * created). `$1` is the current time, from the server's clock.
 */
export const PUBLIC_POST = 'not p.draft and coalesce(p.published_at, p.created_at) <= $1';

/** Newest first by the date a reader sees (published, else created); the id breaks ties so pages never overlap. */
const ORDER = 'order by coalesce(p.published_at, p.created_at) desc, p.id';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The words a reader sees in a post, in SQL, as postText gives them: markup dropped, the entities
 * sanitized HTML writes decoded (&amp; last, so '&amp;lt;' stays '&lt;'), whitespace collapsed. A
 * search then finds 'strong' only where the post says it, never in a <strong> tag or an &amp;.
 */
const CONTENT_TEXT = `regexp_replace(
  replace(replace(replace(replace(replace(regexp_replace(p.content, '<[^>]*>', '', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '\\s+', ' ', 'g')`;

/** The where clause and its parameters for a list. */
function listWhere(filters: BlogListFilters, now: Date): { where: string; params: unknown[] } {
  const params: unknown[] = [now];
  const clauses = [PUBLIC_POST];
  if (filters.category) {
    params.push(filters.category.trim().toLowerCase());
    clauses.push(`lower(c.name) = $${params.length}`);
  }
  if (filters.tag) {
    params.push(filters.tag.trim().toLowerCase());
    clauses.push(`exists (select 1 from unnest(p.tags) t where lower(t) = $${params.length})`);
  }
  const search = filters.search?.trim();
  if (search) {
    params.push(`%${escapeLike(search.toLowerCase())}%`);
    const n = params.length;
    clauses.push(
      `(lower(p.title) like $${n} or lower(p.excerpt) like $${n} or lower(${CONTENT_TEXT}) like $${n} or exists (select 1 from unnest(p.tags) t where lower(t) like $${n}))`,
    );
  }
  return { where: clauses.join(' and '), params };
}

export async function listPosts(
  db: Queryable,
  filters: BlogListFilters,
  page: number,
  limit: number,
  now: Date,
): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
  const { where, params } = listWhere(filters, now);
  return readCountedPage<BlogPostSummaryRow>(db, {
    columns: SUMMARY_COLUMNS,
    from: POST_FROM,
    countFrom: POST_FROM,
    where: `where ${where}`,
    params,
    order: ORDER,
    limit,
    offset: (page - 1) * limit,
  });
}

/** A post the public may read at `now`, by its address. */
export async function findPost(db: Queryable, slug: string, now: Date): Promise<BlogPostRow | null> {
  const [row] = await db.query<BlogPostRow>(`select ${POST_COLUMNS} from ${POST_FROM} where ${PUBLIC_POST} and p.slug = $2`, [now, slug]);
  return row ?? null;
}

/** Any post by its id, drafts and scheduled ones included (the studio's preview). */
export async function findPostById(db: Queryable, id: string): Promise<BlogPostRow | null> {
  const [row] = await db.query<BlogPostRow>(`select ${POST_COLUMNS} from ${POST_FROM} where p.id = $1`, [id]);
  return row ?? null;
}

/** The related posts a post names that the public may read at `now`, in its order. */
export async function findRelatedPosts(db: Queryable, slugs: readonly string[], now: Date): Promise<BlogPostSummaryRow[]> {
  if (slugs.length === 0) return [];
  const rows = await db.query<BlogPostSummaryRow>(`select ${SUMMARY_COLUMNS} from ${POST_FROM} where ${PUBLIC_POST} and p.slug = any($2)`, [
    now,
    slugs,
  ]);
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

/** The related products a post names, in its order, up to four, skipping any no longer sold. */
export async function findRelatedProducts(db: Queryable, ids: readonly string[]): Promise<ProductDetailRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductDetailRow>(
    `select ${PRODUCT_COLUMNS}, ${PRODUCT_DETAIL_COLUMNS} from ${PRODUCT_FROM} where p.id = any($1)`,
    [ids],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id)).slice(0, MAX_RELATED_PRODUCTS);
}

/**
 * Counts one view of the post by this viewer, the first time only, and answers the post's
 * view count afterwards. The insert and the increment happen together, so two tabs opened at
 * once still count one view.
 */
export async function countView(db: Queryable, postId: string, viewer: string, now: Date): Promise<number> {
  const [row] = await db.query<{ views: number }>(
    `with first_view as (
       insert into blog_post_viewers (post_id, viewer, viewed_at) values ($1, $2, $3)
       on conflict (post_id, viewer) do nothing returning post_id
     )
     update blog_posts set views = views + (select count(*)::int from first_view) where id = $1 returning views`,
    [postId, viewer, now],
  );
  return row?.views ?? 0;
}

export async function listBlogCategories(db: Queryable): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>('select id, name from blog_categories order by name');
}

export async function findBlogImage(db: Queryable, slug: string): Promise<string | null> {
  const [row] = await db.query<{ svg: string }>('select svg from blog_images where slug = $1', [slug]);
  return row?.svg ?? null;
}
