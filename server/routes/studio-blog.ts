import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http/http-error.ts';
import { inputOf, type AppEnv } from '../http/app-env.ts';
import { addBlogPicture } from '../studio/blog-pictures.ts';
import { createStudioBlogCategory, listStudioBlogCategories, renameStudioBlogCategory } from '../studio/studio-blog-categories.ts';
import {
  createStudioBlogPost,
  getStudioBlogPost,
  listStudioBlogPosts,
  updateStudioBlogPost,
  type BlogPostRequest,
} from '../studio/studio-blog-posts.ts';
import { previewStudioBlogPost } from '../studio/studio-blog-preview.ts';
import { STUDIO_BLOG_PAGE_SIZE, type BlogPostState } from '../../src/domain/studio-blog.ts';
import { PICTURE_REQUIRED } from './studio-media.ts';

type CategoryRequest = components['schemas']['StudioBlogCategoryRequest'];
type PictureUpload = components['schemas']['StudioBlogPictureUpload'];

/** The studio's blog: posts, their pictures, their categories. Request validation has checked the caller's role (authorizeStudio). */
export function studioBlogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/studio/blog/posts', async (c) => {
    const { query } = inputOf<never, { search?: string; status?: BlogPostState; page?: number }>(c);
    const page = query.page ?? 1;
    const { posts, total } = await listStudioBlogPosts(db, { ...query, page }, deps.clock());
    return c.json({ success: true, posts, total, page, pages: Math.ceil(total / STUDIO_BLOG_PAGE_SIZE) });
  });

  routes.post('/studio/blog/posts', async (c) => {
    const { body } = inputOf<never, never, BlogPostRequest>(c);
    return c.json(await createStudioBlogPost(deps, c.get('studioActor'), body), 201);
  });

  routes.get('/studio/blog/posts/:postId', async (c) => {
    const { params } = inputOf<{ postId: string }>(c);
    return c.json({ success: true, post: await getStudioBlogPost(db, params.postId, deps.clock()) });
  });

  routes.put('/studio/blog/posts/:postId', async (c) => {
    const { params, body } = inputOf<{ postId: string }, never, BlogPostRequest>(c);
    return c.json(await updateStudioBlogPost(deps, c.get('studioActor'), params.postId, body));
  });

  routes.post('/studio/blog/preview', async (c) => {
    const { query, body } = inputOf<never, { postId?: string }, BlogPostRequest>(c);
    return c.json(await previewStudioBlogPost(deps, c.get('studioActor'), body, query.postId));
  });

  routes.post('/studio/blog/pictures', async (c) => {
    const { files } = inputOf<never, never, PictureUpload>(c);
    const picture = files.picture;
    if (!picture) throw badRequest(PICTURE_REQUIRED);
    return c.json(await addBlogPicture(deps, c.get('studioActor'), picture), 201);
  });

  routes.get('/studio/blog/categories', async (c) => {
    return c.json({ success: true, categories: await listStudioBlogCategories(db) });
  });

  routes.post('/studio/blog/categories', async (c) => {
    const { body } = inputOf<never, never, CategoryRequest>(c);
    const category = await createStudioBlogCategory(deps, c.get('studioActor'), body.name);
    return c.json({ success: true, message: 'Category added', category }, 201);
  });

  routes.put('/studio/blog/categories/:categoryId', async (c) => {
    const { params, body } = inputOf<{ categoryId: string }, never, CategoryRequest>(c);
    const category = await renameStudioBlogCategory(deps, c.get('studioActor'), params.categoryId, body.name);
    return c.json({ success: true, message: 'Category renamed', category });
  });

  return routes;
}
