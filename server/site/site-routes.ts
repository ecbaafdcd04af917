import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

// Crawlers come back daily at most; an hour's caching keeps them off the database.
const CACHE = 'public, max-age=3600';

/** /robots.txt and /sitemap.xml, for search engines, on the site's public origin (PUBLIC_URL). */
export function siteRoutes(deps: Pick<AppDeps, 'db' | 'publicUrl' | 'clock'>): Hono {
  const routes = new Hono();
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE);
    return c.text(robotsTxt(deps.publicUrl));
  });
  routes.get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(deps.db, deps.publicUrl, deps.clock());
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE });
  });
  return routes;
}
