import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BookingForms } from '../../src/domain/booking-forms.ts';
import type { ResponseCache } from '../catalogue/response-cache.ts';
import { DEFAULT_RENDER_DEADLINE_MS } from './render-deadline.ts';

/** One page as the app's server renderer made it (the build's .ssr/entry-server.js). */
export interface RenderedPage {
  readonly status: number;
  /** The page's own head tags: title, description, canonical, og:*, twitter. */
  readonly head: string;
  /** The markup of #root. */
  readonly body: string;
  /** The screens' snapshots as JSON, already safe inside a <script> element. */
  readonly screens: string;
  /**
   * The origin its absolute addresses were made on (PUBLIC_URL): the browser makes the same ones
   * (canonical, structured data), whatever address the visitor opened, so the markup matches.
   */
  readonly origin: string;
}

/** What the built entry exports (src/ui/entry-server.tsx); the server never imports the app's sources. */
export interface ServerEntry {
  configureRenderer(options: {
    origin: string;
    answer: (request: Request) => Promise<Response>;
    deadlineMs: number;
    bookingForms: BookingForms;
  }): (url: string) => Promise<Omit<RenderedPage, 'origin'>>;
}

/** Renders one address for one visitor's request; null when the build has no server renderer. */
export type PageRenderer = (url: string, visitorEnv: unknown) => Promise<RenderedPage | null>;

/** How the renderer reaches the app: the app's own fetch, given the visitor's connection (throttles count per address). */
export type InProcessFetch = (request: Request, visitorEnv: unknown) => Promise<Response>;

/**
 * Loads the server renderer Vite built into `<distDir>/.ssr`. The app's requests made
 * while a page renders go to `fetch` in process, each carrying the connection of the visitor whose
 * page it is.
 */
export interface RendererSettings {
  readonly distDir: string;
  readonly origin: string;
  readonly bookingForms: BookingForms;
  /** How long a page waits for its first data before it is sent with what it has (a loading state). */
  readonly deadlineMs?: number;
}

export function pageRenderer(settings: RendererSettings, fetch: InProcessFetch): PageRenderer {
  const { distDir, origin, bookingForms, deadlineMs = DEFAULT_RENDER_DEADLINE_MS } = settings;
  const entryFile = path.join(distDir, '.ssr', 'entry-server.js');
  const visitor = new AsyncLocalStorage<unknown>();
  const load = async () => {
    if (!existsSync(entryFile)) return null;
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    return entry.configureRenderer({
      origin,
      bookingForms,
      deadlineMs,
      answer: (request) => fetch(request, visitor.getStore()),
    });
  };
  // Loaded at once, not by the first visitor; a failure is that of every page request then.
  const loading = load();
  loading.catch(() => {});
  return async (url, visitorEnv) => {
    const render = await loading;
    return render ? { ...(await visitor.run(visitorEnv, () => render(url))), origin } : null;
  };
}

/**
 * Rendered pages kept in the catalogue's cache: the same lifetime, and dropped with it whenever
 * the catalogue changes. Every page the server renders is a visitor's without a token (the token
 * stays in the browser's storage and never comes with a page request), so no signed-in
 * customer's page can be kept. Concurrent requests for one address share one render.
 */
export function cachedPages(render: PageRenderer, cache: ResponseCache<string>): PageRenderer {
  return async (url, visitorEnv) => {
    const kept = await cache.getOrProduce(`page ${url}`, async () => JSON.stringify(await render(url, visitorEnv)));
    return JSON.parse(kept) as RenderedPage | null;
  };
}
