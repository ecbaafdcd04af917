import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { findBlogImage } from './blog-repository.ts';

/** GET /media/blog/{slug}.svg: a post's featured picture, drawn when the blog was seeded. */
export async function serveBlogImage(db: Queryable, c: Context): Promise<Response> {
  const slug = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file') ?? '')?.[1];
  const svg = slug ? await findBlogImage(db, slug) : null;
  if (svg === null) return c.notFound();
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
}
