import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { sharePictureJpeg } from '../media/share-picture.ts';
import { findBlogImage } from './blog-repository.ts';

/**
 * GET /media/blog/{slug}.svg: a post's featured picture, drawn when the blog was seeded;
 * {slug}.jpg is its link-preview JPEG.
 */
export async function serveBlogImage(db: Queryable, c: Context): Promise<Response> {
  const [, slug, ending] = /^([a-z0-9-]+)\.(svg|jpg)$/.exec(c.req.param('file') ?? '') ?? [];
  const svg = slug ? await findBlogImage(db, slug) : null;
  if (svg === null) return c.notFound();
  const headers = { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' };
  if (ending === 'jpg') return c.body(new Uint8Array(await sharePictureJpeg(svg)), 200, { ...headers, 'content-type': 'image/jpeg' });
  return c.body(svg, 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
}
