import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http/http-error.ts';
import { type AppEnv } from '../http/app-env.ts';
import { addBlogPicture } from '../studio/blog-pictures.ts';
import { createStudioBlogCategory, listStudioBlogCategories, renameStudioBlogCategory } from '../studio/studio-blog-categories.ts';
import { createStudioBlogPost, getStudioBlogPost, listStudioBlogPosts, updateStudioBlogPost } from '../studio/studio-blog-posts.ts';
import { previewStudioBlogPost } from '../studio/studio-blog-preview.ts';
import { STUDIO_BLOG_PAGE_SIZE } from '../../src/domain/studio-blog.ts';
import { PICTURE_REQUIRED } from './studio-media.ts';
import { inputOf, reply } from '../http/contract-reply.ts';

/** The studio's blog: posts, their pictures, their categories. Request validation has checked the caller's role (authorizeStudio). */
export function studioBlogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/studio/blog/posts', async (c) => {
    const { query } = inputOf(c, 'listStudioBlogPosts');
    const page = query.page ?? 1;
    const { posts, total } = await listStudioBlogPosts(db, { ...query, page }, deps.clock());
    return reply(c, 'listStudioBlogPosts', 200, { success: true, posts, total, page, pages: Math.ceil(total / STUDIO_BLOG_PAGE_SIZE) });
  });

  routes.post('/studio/blog/posts', async (c) => {
    const { body } = inputOf(c, 'createStudioBlogPost');
    return reply(c, 'createStudioBlogPost', 201, await createStudioBlogPost(deps, c.get('studioActor'), body));
  });

  routes.get('/studio/blog/posts/:postId', async (c) => {
    const { params } = inputOf(c, 'getStudioBlogPost');
    return reply(c, 'getStudioBlogPost', 200, { success: true, post: await getStudioBlogPost(db, params.postId, deps.clock()) });
  });

  routes.put('/studio/blog/posts/:postId', async (c) => {
    const { params, body } = inputOf(c, 'updateStudioBlogPost');
    return reply(c, 'updateStudioBlogPost', 200, await updateStudioBlogPost(deps, c.get('studioActor'), params.postId, body));
  });

  routes.post('/studio/blog/preview', async (c) => {
    const { query, body } = inputOf(c, 'previewStudioBlogPost');
    return reply(c, 'previewStudioBlogPost', 200, await previewStudioBlogPost(deps, c.get('studioActor'), body, query.postId));
  });

  routes.post('/studio/blog/pictures', async (c) => {
    const { files } = inputOf(c, 'uploadStudioBlogPicture');
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    return reply(c, 'uploadStudioBlogPicture', 201, await addBlogPicture(deps, c.get('studioActor'), picture));
  });

  routes.get('/studio/blog/categories', async (c) => {
    return reply(c, 'listStudioBlogCategories', 200, { success: true, categories: await listStudioBlogCategories(db) });
  });

  routes.post('/studio/blog/categories', async (c) => {
    const { body } = inputOf(c, 'createStudioBlogCategory');
    const category = await createStudioBlogCategory(deps, c.get('studioActor'), body.name);
    return reply(c, 'createStudioBlogCategory', 201, { success: true, message: 'Category added', category });
  });

  routes.put('/studio/blog/categories/:categoryId', async (c) => {
    const { params, body } = inputOf(c, 'renameStudioBlogCategory');
    const category = await renameStudioBlogCategory(deps, c.get('studioActor'), params.categoryId, body.name);
    return reply(c, 'renameStudioBlogCategory', 200, { success: true, message: 'Category renamed', category });
  });

  return routes;
}
