import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { countView, findPost, findRelatedPosts, findRelatedProducts, listBlogCategories, listPosts } from '../blog/blog-repository.ts';
import { blogPostSummaryView, blogPostView } from '../blog/blog-view.ts';
import { fullProducts } from '../catalogue/full-products.ts';
import { optionalViewer } from '../gallery/optional-viewer.ts';
import { type AppEnv } from '../http/app-env.ts';
import { BROWSER_KEEPS_A_MINUTE } from '../http/browser-cache.ts';
import { clientAddress } from '../http/client-address.ts';
import { notFound } from '../http/http-error.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

export const BLOG_PAGE_SIZE = 9;
export const POST_NOT_FOUND = 'Post not found';

/** Captured Notes: the post list with its filters, one post, the categories. */
export function blogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, clock } = deps;

  routes.get('/blog/posts', async (c) => {
    const { query } = inputOf(c, 'listBlogPosts');
    const page = query.page ?? 1;
    const limit = query.limit ?? BLOG_PAGE_SIZE;
    const { rows, total } = await listPosts(db, query, page, limit, clock());
    c.header('cache-control', BROWSER_KEEPS_A_MINUTE);
    return reply(c, 'listBlogPosts', 200, {
      success: true,
      data: { posts: rows.map(blogPostSummaryView) },
      totalPages: Math.ceil(total / limit),
      currentPage: page,
      total,
    });
  });

  routes.get('/blog/categories', async (c) => {
    const categories = await listBlogCategories(db);
    c.header('cache-control', BROWSER_KEEPS_A_MINUTE);
    return reply(c, 'listBlogCategories', 200, {
      success: true,
      data: { categories: categories.map((row) => ({ _id: row.id, name: row.name })) },
    });
  });

  // "Each view once" means once per viewer per post: a signed-in customer by account (on any
  // device), a visitor by client address. Reloads and return visits do not count again.
  routes.get('/blog/posts/:slug', async (c) => {
    const now = clock();
    const post = await findPost(db, c.req.param('slug'), now);
    if (!post) throw notFound(POST_NOT_FOUND);
    const userId = await optionalViewer(deps, c);
    const viewer = userId ? `user:${userId}` : `ip:${clientAddress(c)}`;
    const views = await countView(db, post.id, viewer, now);
    const [products, related] = await Promise.all([
      findRelatedProducts(db, post.related_product_ids),
      findRelatedPosts(db, post.related_post_slugs, now),
    ]);
    c.header('cache-control', 'no-store');
    return reply(c, 'getBlogPost', 200, {
      success: true,
      data: { post: blogPostView(post, views, fullProducts(products), related) },
    });
  });

  return routes;
}
