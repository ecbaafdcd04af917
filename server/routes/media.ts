import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { loadProfileImage } from '../accounts/profile-images.ts';
import { serveBlogImage } from '../blog/blog-media.ts';
import { serveGalleryMedia } from '../gallery/gallery-media.ts';
import { productArtwork } from '../media/product-artwork.ts';
import { sharePictureJpeg } from '../media/share-picture.ts';
import { mediaStorage } from '../media/media-storage.ts';
import { storedFileResponse } from '../media/stored-file-response.ts';
import { bookingPictureKey } from '../bookings/booking-services.ts';
import { pictureKey } from '../studio/product-pictures.ts';
import { BLOG_PICTURE_FILE, blogPictureKey } from '../studio/blog-pictures.ts';

const DAY = 'public, max-age=86400';

interface ArtworkRow {
  title: string;
  colors: string[];
  variant_color: string | null;
  variant_caption: string | null;
}

/** Pictures the server makes or keeps itself: product artwork, gallery renditions and profile pictures. */
export function mediaRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  // No name here can hold a NUL, and PostgreSQL text refuses one (a 500): answer 404 instead.
  routes.use('*', async (c, next) => {
    if (/%00/.test(new URL(c.req.url).pathname) || c.req.path.includes('\u0000')) return c.notFound();
    await next();
  });

  // An uploaded picture's rendition; its id is new for every upload, so its bytes never change.
  routes.get('/products/:productId/pictures/:file', async (c) => {
    const match = /^(pic_[a-f0-9]+)-(400|1200)\.(webp|jpg)$/.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const [, pictureId, width, format] = match as unknown as [string, string, string, 'webp' | 'jpg'];
    const file = await mediaStorage(deps).read(pictureKey(c.req.param('productId'), pictureId, Number(width), format));
    if (!file) return c.notFound();
    return storedFileResponse(c, file, {
      'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  // A booking service's uploaded picture; new for every upload, like a product's.
  routes.get('/bookings/:file', async (c) => {
    const match = /^(pic_[a-f0-9]+)-(400|1200)\.(webp|jpg)$/.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const [, pictureId, width, format] = match as unknown as [string, string, string, 'webp' | 'jpg'];
    const file = await mediaStorage(deps).read(bookingPictureKey(pictureId, Number(width), format));
    if (!file) return c.notFound();
    return storedFileResponse(c, file, {
      'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  // /media/products/{productId}/{n}.svg for the gallery, /media/products/{productId}/{variantId}.svg for a variant;
  // the same ending in .jpg is the link-preview JPEG of that picture.
  routes.get('/products/:productId/:file', async (c) => {
    const [, name, ending] = /^(.+)\.(svg|jpg)$/.exec(c.req.param('file')) ?? [];
    if (!name) return c.notFound();
    const view = /^\d+$/.test(name) ? Number(name) : 1;
    const variantId = /^\d+$/.test(name) ? null : name;
    const [row] = await deps.db.query<ArtworkRow>(
      `select p.title, p.colors, v.color as variant_color,
              nullif(concat_ws(' / ', v.color, v.size, v.material, v.finish), '') as variant_caption
         from products p
         left join product_variants v on v.id = $2 and v.product_id = p.id
        where p.id = $1`,
      [c.req.param('productId'), variantId],
    );
    if (!row || (variantId && row.variant_caption === null && row.variant_color === null)) return c.notFound();
    const svg = productArtwork({ title: row.title, color: row.variant_color ?? row.colors[0] ?? null, view });
    if (ending === 'jpg')
      return c.body(new Uint8Array(await sharePictureJpeg(svg)), 200, { 'content-type': 'image/jpeg', 'cache-control': DAY });
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': DAY });
  });

  routes.get('/categories/:file', async (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const [row] = match ? await deps.db.query<{ title: string }>('select title from categories where slug = $1', [match[1]]) : [];
    if (!row) return c.notFound();
    const svg = productArtwork({ title: row.title, color: null, view: 1 });
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': DAY });
  });

  routes.get('/gallery/:key', (c) => serveGalleryMedia(deps, c));

  // A post's uploaded picture (POST /studio/blog/pictures); its id is new for every upload.
  routes.get('/blog/pictures/:file', async (c) => {
    const match = BLOG_PICTURE_FILE.exec(c.req.param('file'));
    if (!match) return c.notFound();
    const [, pictureId, width, format] = match as unknown as [string, string, string, 'webp' | 'jpg'];
    const file = await mediaStorage(deps).read(blogPictureKey(pictureId, Number(width), format));
    if (!file) return c.notFound();
    return storedFileResponse(c, file, {
      'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  routes.get('/blog/:file', (c) => serveBlogImage(deps.db, c));

  routes.get('/profile-images/:userId', async (c) => {
    const image = await loadProfileImage(deps.db, c.req.param('userId'));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image.data), 200, {
      'content-type': image.contentType,
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  });

  return routes;
}
