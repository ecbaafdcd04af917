import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import type { StudioActor } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { newId } from '../platform/ids.ts';
import { postText, sanitizePostHtml } from '../blog/post-html.ts';
import { recordAudit } from './audit-log.ts';
import {
  blogPostState,
  normalTags,
  scheduleProblem,
  slugFromTitle,
  STUDIO_BLOG_PAGE_SIZE,
  type BlogPostState,
} from '../../src/domain/studio-blog.ts';

type StudioBlogPost = components['schemas']['StudioBlogPost'];
type StudioBlogPostSummary = components['schemas']['StudioBlogPostSummary'];
export type BlogPostRequest = components['schemas']['StudioBlogPostRequest'];

export const BLOG_POST_NOT_FOUND = 'Post not found';
export const BLOG_CATEGORY_NOT_FOUND = 'Category not found';
export const RELATED_PRODUCT_NOT_FOUND = 'A related product was not found';
/** The card text taken from the post when the excerpt is left blank. */
const EXCERPT_LENGTH = 160;

interface StudioPostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category_id: string;
  category: string;
  tags: string[];
  featured_image: string | null;
  related_product_ids: string[];
  draft: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  author_name: string;
  author_image: string | null;
  author_role: string;
  author_display_roles: string[];
}

const SELECT = `select p.id, p.slug, p.title, p.content, p.excerpt, p.category_id, c.name as category, p.tags, p.featured_image,
       p.related_product_ids, p.draft, p.published_at, p.created_at, p.updated_at,
       coalesce(u.name, p.author_name) as author_name,
       case when u.id is null then p.author_image else u.profile_image end as author_image,
       p.author_role, p.author_display_roles
  from blog_posts p join blog_categories c on c.id = p.category_id left join users u on u.id = p.author_id`;

function stateOf(row: Pick<StudioPostRow, 'draft' | 'published_at' | 'created_at'>, now: Date): BlogPostState {
  return blogPostState(row.draft, row.published_at ?? row.created_at, now);
}

function summaryView(row: StudioPostRow, now: Date): StudioBlogPostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: stateOf(row, now),
    publishAt: row.draft ? null : (row.published_at ?? row.created_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
    authorName: row.author_name,
  };
}

async function postView(db: Queryable, row: StudioPostRow, now: Date): Promise<StudioBlogPost> {
  const products = await db.query<{ id: string; title: string }>('select id, title from products where id = any($1)', [
    row.related_product_ids,
  ]);
  return {
    ...summaryView(row, now),
    content: sanitizePostHtml(row.content),
    excerpt: row.excerpt,
    categoryId: row.category_id,
    tags: row.tags,
    featuredImage: row.featured_image,
    relatedProducts: row.related_product_ids.flatMap((id) =>
      products.filter((product) => product.id === id).map((product) => ({ _id: product.id, title: product.title })),
    ),
    author: {
      name: row.author_name,
      profileImage: row.author_image,
      role: row.author_role,
      displayRoles: row.author_display_roles,
    },
  };
}

/** One page of every post, newest change first, in its state at `now`. */
export async function listStudioBlogPosts(
  db: Queryable,
  query: { search?: string; status?: BlogPostState; page: number },
  now: Date,
): Promise<{ posts: StudioBlogPostSummary[]; total: number }> {
  const params: unknown[] = [now];
  const clauses = ['true'];
  const search = query.search?.trim();
  if (search) {
    params.push(containing(search));
    clauses.push(`p.title ilike $${params.length}`);
  }
  if (query.status === 'draft') clauses.push('p.draft');
  if (query.status === 'scheduled') clauses.push('not p.draft and coalesce(p.published_at, p.created_at) > $1');
  if (query.status === 'published') clauses.push('not p.draft and coalesce(p.published_at, p.created_at) <= $1');
  // `$1` (the time) is always sent; a query that does not compare with it still names its type.
  clauses.push('$1::timestamptz is not null');
  const where = clauses.join(' and ');
  const [rows, [count]] = await Promise.all([
    db.query<StudioPostRow>(
      `${SELECT} where ${where} order by p.updated_at desc, p.id limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, STUDIO_BLOG_PAGE_SIZE, (query.page - 1) * STUDIO_BLOG_PAGE_SIZE],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from blog_posts p where ${where}`, params),
  ]);
  return { posts: rows.map((row) => summaryView(row, now)), total: count?.total ?? 0 };
}

async function loadPost(db: Queryable, id: string, lock = false): Promise<StudioPostRow> {
  const [row] = await db.query<StudioPostRow>(`${SELECT} where p.id = $1${lock ? ' for update of p' : ''}`, [id]);
  if (!row) throw notFound(BLOG_POST_NOT_FOUND);
  return row;
}

export async function getStudioBlogPost(db: Queryable, id: string, now: Date): Promise<StudioBlogPost> {
  return postView(db, await loadPost(db, id), now);
}

/** What a request stores: the content sanitized, the tags tidied, the excerpt from the text when blank. */
export interface CleanPost {
  readonly title: string;
  readonly content: string;
  readonly excerpt: string;
  readonly categoryId: string;
  readonly tags: string[];
  readonly featuredImage: string | null;
  readonly relatedProductIds: string[];
  readonly status: BlogPostState;
  readonly publishAt: Date | null;
}

function excerptOf(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** The request as it would be stored, without the checks a save makes (the preview shows a post being written). */
export function cleanPost(body: BlogPostRequest): CleanPost {
  const content = sanitizePostHtml(body.content);
  const excerpt = body.excerpt.trim();
  return {
    title: body.title.trim(),
    content,
    excerpt: excerpt === '' ? excerptOf(postText(content)) : excerpt,
    categoryId: body.categoryId.trim(),
    tags: normalTags(body.tags),
    featuredImage: body.featuredImage?.trim() || null,
    relatedProductIds: [...new Set(body.relatedProductIds)],
    status: body.status,
    publishAt: body.publishAt ? new Date(body.publishAt) : null,
  };
}

/** The request checked for saving: the rules of a post, then its category and products exist. */
async function checkedPost(db: Queryable, body: BlogPostRequest, now: Date): Promise<CleanPost> {
  const post = cleanPost(body);
  const problem = scheduleProblem(
    {
      title: post.title,
      categoryId: post.categoryId,
      contentText: postText(post.content),
      contentHasPicture: /<img\s/i.test(post.content),
      status: post.status,
      publishAt: body.publishAt,
    },
    now,
  );
  if (problem) throw badRequest(problem);
  await checkReferences(db, post);
  return post;
}

export async function checkReferences(db: Queryable, post: Pick<CleanPost, 'categoryId' | 'relatedProductIds'>): Promise<void> {
  const [category] = await db.query('select 1 from blog_categories where id = $1', [post.categoryId]);
  if (!category) throw notFound(BLOG_CATEGORY_NOT_FOUND);
  const [found] = await db.query<{ count: number }>('select count(*)::int as count from products where id = any($1)', [
    post.relatedProductIds,
  ]);
  if ((found?.count ?? 0) !== post.relatedProductIds.length) throw notFound(RELATED_PRODUCT_NOT_FOUND);
}

/**
 * When the post goes up: a draft keeps the time it had (none for a new one), a scheduled post its
 * chosen time, a published post the time it first went up, else now.
 */
function publishedAtOf(post: CleanPost, before: StudioPostRow | null, now: Date): Date | null {
  if (post.status === 'draft') return before?.published_at ?? null;
  if (post.status === 'scheduled') return post.publishAt;
  const wasUp = before && stateOf(before, now) === 'published';
  return wasUp ? (before.published_at ?? before.created_at) : now;
}

/** The free address nearest the title's: 'golden-hour', else 'golden-hour-2', and so on. */
async function freeSlug(db: Queryable, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(
    (await db.query<{ slug: string }>(`select slug from blog_posts where slug = $1 or slug like $2`, [base, `${base}-%`])).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The author block of a new post: the writer's profile (the operator's key writes as the studio). */
async function authorOf(
  db: Queryable,
  actor: StudioActor,
): Promise<{ id: string | null; name: string; image: string | null; role: string }> {
  if (!actor.id) return { id: null, name: 'The studio', image: null, role: 'staff' };
  const [user] = await db.query<{ name: string; profile_image: string | null; role: string }>(
    'select name, profile_image, role from users where id = $1',
    [actor.id],
  );
  return { id: actor.id, name: user?.name ?? 'The studio', image: user?.profile_image ?? null, role: user?.role ?? actor.role };
}

function auditShape(
  row: Pick<StudioPostRow, 'title' | 'category_id' | 'tags' | 'featured_image' | 'related_product_ids' | 'excerpt'>,
  state: BlogPostState,
  publishAt: Date | null,
  content: string,
) {
  return {
    title: row.title,
    categoryId: row.category_id,
    tags: row.tags,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    relatedProductIds: row.related_product_ids,
    status: state,
    publishAt: publishAt?.toISOString() ?? null,
    contentLength: content.length,
  };
}

const SAVED: Readonly<Record<BlogPostState, string>> = {
  draft: 'Draft saved',
  scheduled: 'Post scheduled',
  published: 'Post published',
};

export async function createStudioBlogPost(deps: AppDeps, actor: StudioActor, body: BlogPostRequest) {
  const now = deps.clock();
  const post = await checkedPost(deps.db, body, now);
  const id = newId('post');
  await deps.db.transaction(async (tx) => {
    const author = await authorOf(tx, actor);
    const slug = await freeSlug(tx, post.title);
    const publishedAt = publishedAtOf(post, null, now);
    await tx.query(
      `insert into blog_posts (id, slug, title, category_id, tags, featured_image, content, excerpt, published_at, created_at, views,
                               author_name, author_image, author_role, author_display_roles, related_product_ids, related_post_slugs,
                               draft, author_id, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, '{}', $14, '{}', $15, $16, $10)`,
      [
        id,
        slug,
        post.title,
        post.categoryId,
        post.tags,
        post.featuredImage,
        post.content,
        post.excerpt,
        publishedAt,
        now,
        author.name,
        author.image,
        author.role,
        post.relatedProductIds,
        post.status === 'draft',
        author.id,
      ],
    );
    await recordAudit(tx, {
      actor,
      action: 'blog.post.create',
      subject: post.title,
      before: null,
      after: auditShape(
        {
          title: post.title,
          category_id: post.categoryId,
          tags: post.tags,
          excerpt: post.excerpt,
          featured_image: post.featuredImage,
          related_product_ids: post.relatedProductIds,
        },
        post.status,
        publishedAt,
        post.content,
      ),
      at: now,
    });
  });
  deps.catalogueCache.clear();
  return { success: true, message: SAVED[post.status], post: await getStudioBlogPost(deps.db, id, now) };
}

export async function updateStudioBlogPost(deps: AppDeps, actor: StudioActor, id: string, body: BlogPostRequest) {
  const now = deps.clock();
  await loadPost(deps.db, id);
  const post = await checkedPost(deps.db, body, now);
  await deps.db.transaction(async (tx) => {
    const before = await loadPost(tx, id, true);
    const publishedAt = publishedAtOf(post, before, now);
    await tx.query(
      `update blog_posts set title = $2, category_id = $3, tags = $4, featured_image = $5, content = $6, excerpt = $7,
              published_at = $8, related_product_ids = $9, draft = $10, updated_at = $11
        where id = $1`,
      [
        id,
        post.title,
        post.categoryId,
        post.tags,
        post.featuredImage,
        post.content,
        post.excerpt,
        publishedAt,
        post.relatedProductIds,
        post.status === 'draft',
        now,
      ],
    );
    await recordAudit(tx, {
      actor,
      action: 'blog.post.update',
      subject: post.title,
      before: auditShape(before, stateOf(before, now), before.draft ? null : (before.published_at ?? before.created_at), before.content),
      after: auditShape(
        {
          title: post.title,
          category_id: post.categoryId,
          tags: post.tags,
          excerpt: post.excerpt,
          featured_image: post.featuredImage,
          related_product_ids: post.relatedProductIds,
        },
        post.status,
        post.status === 'draft' ? null : publishedAt,
        post.content,
      ),
      at: now,
    });
  });
  // Rendered pages (the list, the post) are cached for a few seconds: a change shows at once.
  deps.catalogueCache.clear();
  return { success: true, message: SAVED[post.status], post: await getStudioBlogPost(deps.db, id, now) };
}
