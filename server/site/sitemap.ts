import type { Queryable } from '../db/database.ts';
import { PUBLIC_POST } from '../blog/blog-repository.ts';
import { PUBLIC_IMAGE } from '../gallery/gallery-view.ts';
import { escapeMarkup } from '../platform/escape-markup.ts';

/** One address of the sitemap: a path of the site, and when its content last changed if known. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified?: Date;
}

/** Reads some of the sitemap's entries from the database, as they stand at `now` (the server's clock). */
export type SitemapSource = (db: Queryable, now: Date) => Promise<readonly SitemapEntry[]>;

// The pages anyone can open, whatever the database holds. Pages behind a login, the cart and the
// purchase steps are left out: a search engine cannot see them (robots.txt keeps it away).
export const SITE_PAGES: readonly string[] = [
  '/',
  '/shop',
  '/lifestyle',
  '/humanstories',
  '/productshowcase',
  '/gallery',
  '/bookings',
  '/about',
  '/contact',
  '/faq',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
];

const sitePages: SitemapSource = async () => SITE_PAGES.map((path) => ({ path }));

const products: SitemapSource = async (db) => {
  const rows = await db.query<{ id: string; created_at: Date }>(
    'select id, created_at from products where archived_at is null order by created_at desc, id',
  );
  return rows.map((row) => ({ path: `/shop/${encodeURIComponent(row.id)}`, lastModified: row.created_at }));
};

// Drafts and posts scheduled for later are not on the site yet.
const blogPosts: SitemapSource = async (db, now) => {
  const rows = await db.query<{ slug: string; changed: Date }>(
    `select p.slug, coalesce(p.published_at, p.created_at) as changed from blog_posts p where ${PUBLIC_POST} order by changed desc, p.id`,
    [now],
  );
  return rows.map((row) => ({ path: `/lifestyle/${encodeURIComponent(row.slug)}`, lastModified: row.changed }));
};

const galleryImages: SitemapSource = async (db) => {
  const rows = await db.query<{ id: string; gallery_type: string; created_at: Date }>(
    `select g.id, g.gallery_type, g.created_at from gallery_images g where ${PUBLIC_IMAGE} order by g.seq desc`,
  );
  // A story's page is /image/human-stories/{id}; a showcase item's is its collection page.
  const pageOf = (type: string) => (type === 'humanstories' ? '/image/human-stories/' : '/image/productshowcase/');
  return rows.map((row) => ({ path: `${pageOf(row.gallery_type)}${encodeURIComponent(row.id)}`, lastModified: row.created_at }));
};

/**
 * Everything /sitemap.xml lists, in this order. ADD YOUR PAGES HERE: a fixed page goes into
 * SITE_PAGES, pages made from data (one per row) as a SitemapSource in this list.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [sitePages, products, blogPosts, galleryImages];

/** The sitemap protocol's XML for the given origin (https://www.sitemaps.org/protocol.html). */
export async function sitemapXml(
  db: Queryable,
  origin: string,
  now: Date,
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
): Promise<string> {
  const entries = (await Promise.all(sources.map((source) => source(db, now)))).flat();
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
