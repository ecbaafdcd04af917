// `npm run dev` renders pages on the server as `npm start` does: a Vite plugin that, for a page
// request, loads the renderer from the sources (src/ui/entry-server.tsx, reloaded by Vite when a
// file changes), answers the screens' requests from the API server beside it, and sends Vite's
// index.html with the page inside, which the browser then takes over (with hot reload as before).
// Pages the server leaves to the browser (one customer's, the mailed links') get the plain shell.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { withPage } from '../server/site/page-html.ts';
import type { ServerEntry } from '../server/site/page-renderer.ts';
import { isRendered } from '../server/site/rendered-pages.ts';
import { readRenderDeadline } from '../server/site/render-deadline.ts';

const ENTRY = '/src/ui/entry-server.tsx';
// A dev machine is often busy compiling: unless RENDER_DEADLINE_MS says otherwise, wait longer than
// production before rendering a loading state.
const DEV_DEADLINE_MS = 5_000;
const deadlineMs = process.env.RENDER_DEADLINE_MS ? readRenderDeadline(process.env) : DEV_DEADLINE_MS;

/** A page address: a GET for HTML that is not Vite's, the API's, the media's or a file's. */
function isPageRequest(request: IncomingMessage, path: string): boolean {
  if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return false;
  if (/^\/(@|src\/|node_modules\/|api\/|media\/)/.test(path)) return false;
  return !/\.[a-z0-9]+$/i.test(path) && isRendered(path);
}

async function renderedHtml(server: ViteDevServer, apiOrigin: string, url: string): Promise<{ html: string; status: number }> {
  const origin = `http://localhost:${server.config.server.port ?? 5173}`;
  const entry = (await server.ssrLoadModule(ENTRY)) as ServerEntry;
  const render = entry.configureRenderer({
    origin,
    bookingForms: {},
    deadlineMs,
    // The app's requests go to the API server; the page request's own address is kept.
    answer: (request) => {
      const { pathname, search } = new URL(request.url);
      return fetch(new Request(`${apiOrigin}${pathname}${search}`, request));
    },
  });
  const page = await render(url);
  const shell = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
  return { html: withPage(shell, { ...page, origin }, []), status: page.status };
}

/** The plugin; `apiOrigin` is where the API server of `npm run dev` listens. */
export function devServerRender(apiOrigin: string): Plugin {
  return {
    name: 'studio-dev-server-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        if (!isPageRequest(request, new URL(url, 'http://dev').pathname)) return next();
        renderedHtml(server, apiOrigin, url).then(
          ({ html, status }) => {
            response.statusCode = status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          },
          (error: unknown) => {
            // The stack in the browser and the terminal, as Vite shows a compile error.
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
    },
  };
}
