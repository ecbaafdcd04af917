import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { apiRoutes } from './api-routes.ts';
import { staticSite } from './static-site.ts';

export interface AppOptions {
  readonly distDir: string;
  readonly version: string;
}

/** The whole server: /api/v1 and the SPA, behind compression and security headers. */
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
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    }),
  );
  app.route('/api/v1', apiRoutes(options));
  app.route('/', staticSite(options.distDir));
  return app;
}
