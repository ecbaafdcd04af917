// npm run bench:size (part of `npm test`): first-load JavaScript and CSS per route, measured as a
// shopper's browser fetches them. Builds the app once, starts the real server on a fresh data
// directory, loads each route of bench/routes.ts in Chromium with a fresh context (empty cache),
// waits until the network is idle and counts every script and stylesheet fetched, lazy chunks
// included. Sizes are gzip level 9 of each file's body (the server's own gzip is a little larger).
// Exits 1 when a route is over the budget, when src/ui/router.tsx loads a page bench/routes.ts
// does not measure, or when a route marked for visitors only redirects to /login.
// BENCH_SIZE_FILES=/shop lists the files of one route (its path as in bench/routes.ts).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { findTestChromium, TEST_CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { buildApp, startAppServer, type AppServer } from './support/app-server.ts';
import { ROUTES, unmeasuredPages, type BenchRoute } from './routes.ts';

const BUDGET_KB = 120;
const PARALLEL_PAGES = 3;
const HEADING_TIMEOUT_MS = 15_000;
const QUIET_MS = 500;

// Filled while the routes are measured (the top-level code below runs before the functions' declarations are reached).
const gzippedSizes = new Map<string, Promise<number>>();

interface Measured {
  readonly route: BenchRoute;
  readonly url: string;
  readonly landedOn: string;
  readonly jsFiles: number;
  readonly jsKb: number;
  readonly cssKb: number;
}

const unmeasured = unmeasuredPages(readFileSync('src/ui/router.tsx', 'utf8'));
if (unmeasured.length > 0) {
  console.error(`bench/bundle-size.ts: add these pages of src/ui/router.tsx to ROUTES in bench/routes.ts: ${unmeasured.join(', ')}`);
  process.exit(1);
}
const executablePath = findTestChromium();
if (!executablePath) {
  console.error('bench/bundle-size.ts: no Chromium found (set CHROME_PATH or install chromium)');
  process.exit(1);
}

const distDir = await buildApp();
// The code a page needs once the server has rendered it with its data. A render that passed the
// shop's 1 s deadline (a machine busy with other work) would add the data requests' code too,
// which is another figure: the page's code is measured with time to render.
const server = await startAppServer(distDir, { RENDER_DEADLINE_MS: '10000' });
const browser = await chromium.launch({ executablePath, args: [...TEST_CHROMIUM_ARGS] });
try {
  const token = await server.demoToken();
  // `node bench/bundle-size.ts /checkout /shop` measures only those routes (as bench/routes.ts writes them).
  const only = process.argv.slice(2);
  const routes = only.length > 0 ? ROUTES.filter((route) => only.includes(route.path)) : ROUTES;
  const measured = await inBatches(routes, PARALLEL_PAGES, (route) => measureRoute(browser, server, route, token));
  report(measured);
} finally {
  await browser.close();
  await server.close();
}

async function measureRoute(browser: Browser, server: AppServer, route: BenchRoute, token: string): Promise<Measured> {
  const url = typeof route.sample === 'string' ? route.sample : await route.sample(server.api);
  const context = await browser.newContext({ baseURL: server.origin });
  if (route.login) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const sizes: Promise<{ kind: 'js' | 'css'; file: string; bytes: number } | null>[] = [];
  const onFinished = (request: Request) => {
    sizes.push(
      request.response().then(async (response) => {
        const kind = response && assetKind(response);
        if (!kind) return null;
        const file = new URL(response.url()).pathname;
        return { kind, file, bytes: await gzippedSize(file, response) };
      }),
    );
  };
  page.on('requestfinished', onFinished);
  const quiet = quietNetwork(page);
  // A minute, not Playwright's 30 s: on a machine busy with other work, a gallery's first visit also
  // draws its seeded pictures before the network is idle.
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch((error: Error) => {
    throw new Error(`${route.path} (${url}): ${error.message}`);
  });
  // 'networkidle' (500 ms without a request) can come before a busy page has even asked for its
  // route's code: such a page was counted at the frame's 104 KB. So it is measured once it shows
  // its heading and the network has been quiet for half a second after that.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: HEADING_TIMEOUT_MS })
    .catch(() => undefined);
  await quiet.settled(QUIET_MS);
  page.off('requestfinished', onFinished);
  const landedOn = new URL(page.url()).pathname;
  const files = (await Promise.all(sizes)).filter((file) => file !== null);
  await context.close();
  if (process.env.BENCH_SIZE_FILES === route.path)
    console.table(files.map(({ file, bytes }) => ({ file, 'gzip KB': (bytes / 1024).toFixed(1) })));
  const kb = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0) / 1024;
  return { route, url, landedOn, jsFiles: files.filter((file) => file.kind === 'js').length, jsKb: kb('js'), cssKb: kb('css') };
}

/** A file's size compressed, once per file: one build is served for the whole run, and many routes load the same file. */
function gzippedSize(file: string, response: Response): Promise<number> {
  let size = gzippedSizes.get(file);
  if (!size) {
    size = response.body().then((body) => gzipSync(body, { level: 9 }).length);
    gzippedSizes.set(file, size);
  }
  return size;
}

/** Tracks the page's requests, to wait until none has started or ended for a while. */
function quietNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on('request', () => (inFlight++, touch()));
  const done = () => (inFlight--, touch());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(ms: number) {
      while (inFlight > 0 || Date.now() - lastActivity < ms) await page.waitForTimeout(50);
    },
  };
}

function assetKind(response: Response): 'js' | 'css' | null {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
}

/**
 * Runs `work` on `size` items at a time. A batch is finished before a failure is thrown, so the
 * error that stops the run is the route's own, not the other pages' reads cut short by the
 * browser closing.
 */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const settled = await Promise.allSettled(items.slice(start, start + size).map(work));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      results.push(outcome.value);
    }
  }
  return results;
}

function report(measured: readonly Measured[]) {
  const budget = `JS ≤ ${BUDGET_KB} KB`;
  console.log('\nFirst load per route in Chromium until the network is idle (gzip level 9 of each file)');
  console.table(
    measured.map((m) => ({
      route: m.route.path,
      loaded: m.route.login ? `${m.url} (logged in)` : m.url,
      'JS files': m.jsFiles,
      'JS gzip KB': m.jsKb.toFixed(1),
      'CSS gzip KB': m.cssKb.toFixed(1),
      [budget]: m.jsKb <= BUDGET_KB ? 'yes' : 'NO',
    })),
  );
  const over = measured.filter((m) => m.jsKb > BUDGET_KB).map((m) => m.route.path);
  if (over.length > 0) {
    console.error(`Over the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
  // A page a visitor cannot see redirects to /login; measuring that would measure the login page.
  const redirected = measured.filter((m) => m.route.path !== '/login' && m.landedOn === '/login').map((m) => m.route.path);
  if (redirected.length > 0) {
    console.error(`These routes only redirected to /login: mark them \`login: true\` in bench/routes.ts: ${redirected.join(', ')}`);
    process.exitCode = 1;
  }
}
