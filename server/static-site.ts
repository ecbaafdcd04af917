import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

// Vite puts content-hashed files under /assets: their URL changes when they do, so they can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA: files as they are, and index.html for every other path (history fallback). */
export function staticSite(distDir: string): Hono {
  const site = new Hono();
  const indexPath = path.join(distDir, 'index.html');

  site.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
  });
  site.use('*', serveStatic({ root: distDir }));

  site.get('*', async (c) => {
    const html = await readFile(indexPath, 'utf8').catch(() => null);
    if (html === null) {
      return c.text('The app is not built yet: run npm run build.', 503);
    }
    return c.html(html);
  });

  return site;
}
