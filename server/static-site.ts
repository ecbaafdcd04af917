import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { BookingForms } from '../src/domain/booking-forms.ts';
import { bookingFormTags } from './site/booking-forms.ts';
import { setAnswerHeader } from './http/answer-header.ts';
import { matchesEntityTag, sendKeptBody, sendsGzipped } from './http/kept-body.ts';
import { pageAddress } from './site/page-address.ts';
import { withPage } from './site/page-html.ts';
import type { PageRenderer } from './site/page-renderer.ts';
import { isRendered, pageStylesheets } from './site/rendered-pages.ts';
import { readManifest, routeImage, routePreloads, withPreloads, type ImageHint } from './site/route-preload.ts';

// Vite puts content-hashed files under /assets: their URL changes when they do, so they can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The favicon, app icons and social image keep fixed names (browsers and social cards ask for
// them by name), so they are cached long but not for good: a new logo reaches everyone within 30 days.
const BRAND_IMAGES = new Set([
  '/favicon.ico',
  '/favicon.png',
  '/favicon-48.png',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/logo.png',
]);
const LONG_LIVED = 'public, max-age=2592000, stale-while-revalidate=86400';

function cachePolicy(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  return BRAND_IMAGES.has(requestPath) ? LONG_LIVED : 'no-cache';
}

const FIRST_SEGMENT_HAS_CAPITALS = /^\/*[^/]*[A-Z]/;

/** A path without leading or trailing slashes beyond the first, its first segment in lower case (its %XX escapes as they were). */
function oneAddress(pathname: string): string {
  const [first = '', ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const lowered = first.toLowerCase().replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
  return `/${[lowered, ...rest].join('/')}`;
}

/** A landing page's largest picture when it is chosen from data (server/site/landing-data-image.ts). */
export type DataImage = (requestPath: string) => Promise<ImageHint | null>;

/**
 * Serves the built SPA: files as they are, and for every other path index.html with the page
 * rendered on the server (server/site/page-renderer.ts: its head, its markup, its status) where
 * a renderer is given and the page is one that is rendered, with modulepreload hints for the
 * landing page's chunks (server/site/route-preload.ts) and its largest picture, and the studio's
 * booking forms (server/site/booking-forms.ts).
 */
export function staticSite(
  distDir: string,
  dataImage: DataImage = async () => null,
  bookingForms: BookingForms = {},
  renderPage: PageRenderer = async () => null,
): Hono {
  const site = new Hono();
  const settingTags = bookingFormTags(bookingForms);
  const withSettings = (html: string) =>
    settingTags.length === 0 ? html : html.replace('</head>', `${settingTags.join('\n')}\n  </head>`);
  const indexPath = path.join(distDir, 'index.html');
  const manifest = readManifest(distDir);

  // One address per page: /shop/ and /Shop answer a permanent redirect to /shop, so crawlers and
  // shared links keep one canonical form (the first segment is always a page's or a folder's own
  // lower-case name; what follows may be an id, whose case is its own). The address is the
  // request's own, still percent-encoded (a decoded %5C or %09 would reach the browser as \ or a
  // tab, which it reads as //), and leading slashes are folded: the redirect never leaves this site.
  site.use('*', async (c, next) => {
    // Most requests (every file) end otherwise: their URL is not parsed again.
    const trailingSlash = c.req.path.length > 1 && c.req.path.endsWith('/');
    if (!trailingSlash && !FIRST_SEGMENT_HAS_CAPITALS.test(c.req.path)) return next();
    const { pathname, search } = new URL(c.req.url);
    const onePath = oneAddress(pathname);
    return onePath === pathname ? next() : c.redirect(`${onePath}${search}`, 301);
  });
  // The build manifest and the server renderer are for the server, not for browsers.
  site.get('/.vite/*', (c) => c.text('Not found', 404));
  site.get('/.ssr/*', (c) => c.text('Not found', 404));

  site.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      setAnswerHeader(c, 'Cache-Control', cachePolicy(c.req.path));
    }
  });
  const sendIndex = async (c: Context) => {
    const built = await readFile(indexPath, 'utf8').catch(() => null);
    if (built === null) {
      return c.text('The app is not built yet: run npm run build.', 503);
    }
    // A page the server leaves to the browser is one customer's, the studio's or a mailed link's:
    // never to be indexed. Said before any script runs, for a crawler that reads the shell only.
    const rendered = isRendered(c.req.path);
    if (!rendered) c.header('X-Robots-Tag', 'noindex, nofollow');
    // Looked up beside the render, not after it: both wait on the database. A page whose picture is a fixed file asks for none.
    const fixedImage = routeImage(c.req.path);
    const dataHint = manifest && !fixedImage ? dataImage(c.req.path) : null;
    const page = rendered ? await renderPage(pageAddress(c.req.url), c.env) : null;
    const html = withSettings(page ? withPage(built, page, manifest ? pageStylesheets(manifest, c.req.path) : []) : built);
    const status = page?.status === 404 ? 404 : 200;
    if (!manifest) return withEntityTag(c, html, status);
    // A fixed picture of a page rendered here is preloaded by React already (an eager <img> in its
    // markup); hinted again, the browser would hold two preloads of one file.
    const image = (page ? null : fixedImage) ?? (await dataHint);
    return withEntityTag(c, withPreloads(html, routePreloads(manifest, c.req.path, page !== null), image), status);
  };
  // Before the files: serveStatic would answer / with the bare index.html, without the home page's hints.
  site.get('/', sendIndex);
  site.use('*', serveStatic({ root: distDir }));
  site.get('*', sendIndex);

  return site;
}

/**
 * The page with an ETag of its content: a browser that asks again with the same tag gets 304 and
 * keeps its copy (the page is revalidated every time: Cache-Control no-cache).
 */
function withEntityTag(c: Context, html: string, status: 200 | 404): Response {
  const tag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  if (status === 200 && matchesEntityTag(c.req.header('if-none-match'), tag)) {
    c.header('ETag', sendsGzipped(c, html) ? `W/${tag}` : tag);
    return c.body(null, 304);
  }
  return sendKeptBody(c, html, { status, contentType: 'text/html; charset=UTF-8', entityTag: tag });
}
