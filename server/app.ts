import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { getPath } from 'hono/utils/url';
import type { AppDeps } from './app-deps.ts';
import { observeRequests, type RequestObserver } from './observability/observe-requests.ts';
import { readContract } from './openapi/contract.ts';
import { listOperations } from './openapi/operations.ts';
import { API_BASE, apiRoutes } from './api-routes.ts';
import { mediaRoutes } from './routes/media.ts';
import { siteRoutes } from './site/site-routes.ts';
import { inlineScriptHashes } from './site/inline-script-hashes.ts';
import { landingDataImage } from './site/landing-data-image.ts';
import { cachedPages, pageRenderer } from './site/page-renderer.ts';
import { staticSite } from './static-site.ts';

export interface AppOptions extends AppDeps {
  readonly distDir: string;
  /** How long a server-rendered page waits for its data (RENDER_DEADLINE_MS; 1 s unless set). */
  readonly renderDeadlineMs?: number;
  /** Metrics and the access log (npm start passes both); every answer carries X-Request-Id either way. */
  readonly observe?: RequestObserver;
}

/**
 * The request's path, with one trailing slash dropped on API paths: the specification writes some
 * calls that way (`GET /collections/`), and the contract has one canonical path for each. Done
 * here, before routing, so request validation and the routes see the canonical path.
 */
export function apiPathOf(request: Request): string {
  const path = getPath(request);
  return path.startsWith(`${API_BASE}/`) && path.length > API_BASE.length + 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The whole server: /api/v1, generated media and the SPA, behind compression and security headers. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono({ getPath: apiPathOf });
  const contract = readContract();
  // Typed for the API's context, whose requestId it sets; the outer app has no variables of its own.
  app.use('*', observeRequests(listOperations(contract), options.observe ?? {}) as MiddlewareHandler);
  app.use('*', compress());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.distDir)],
        connectSrc: ["'self'"],
        // The contact page embeds the studio's map from OpenStreetMap.
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    }),
  );
  app.route(API_BASE, apiRoutes(options, contract));
  app.route('/media', mediaRoutes(options));
  app.route('/', siteRoutes(options));
  // Pages are rendered with the app's own answers, in process: no network hop, the visitor's connection kept.
  const renderPage = cachedPages(
    pageRenderer(
      {
        distDir: options.distDir,
        origin: options.publicUrl,
        bookingForms: options.bookingForms ?? {},
        deadlineMs: options.renderDeadlineMs,
      },
      async (request, visitorEnv) => app.fetch(request, visitorEnv),
    ),
    options.catalogueCache,
  );
  app.route('/', staticSite(options.distDir, landingDataImage(options.db, options.log), options.bookingForms, renderPage));
  return app;
}
