import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './app-deps.ts';
import { apiRoutes } from './api-routes.ts';
import { mediaRoutes } from './routes/media.ts';
import { siteRoutes } from './site/site-routes.ts';
import { staticSite } from './static-site.ts';

export interface AppOptions extends AppDeps {
  readonly distDir: string;
}

/** The whole server: /api/v1, generated media and the SPA, behind compression and security headers. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The contact page embeds the studio's map from OpenStreetMap.
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    }),
  );
  app.route('/api/v1', apiRoutes(options));
  app.route('/media', mediaRoutes(options));
  app.route('/', siteRoutes(options));
  app.route('/', staticSite(options.distDir));
  return app;
}
