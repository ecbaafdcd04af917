// npm run bench: what rendering the public pages on the server costs, on the production build and
// the real app (bench/support/render-server.ts, a process of its own, PGlite, the demo shop):
// - per page, with the page and catalogue cache off (every request renders, and every request the
//   page's machines make runs against the database): render time p50/p95 over sequential
//   requests, and the HTML's bytes as the browser receives them (gzip);
// - pages per second at 10 connections: rendered with the cache off, rendered with the cache on
//   (anonymous visitors as they arrive in production), and the static shell the server answers
//   for a page it does not render (/checkout), on the same server.
// BENCH_ROUNDS (default 100) sets the requests per page, BENCH_SECONDS (default 5) each load run.
// With 30 requests a p95 was the second slowest of them, one pause of the machine; 100 give it five.
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { isRendered } from '../server/site/rendered-pages.ts';
import { buildApp } from './support/app-server.ts';
import { ROUTES, type ApiJson } from './routes.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL_P95_MS = 25;

interface RenderServer {
  readonly origin: string;
  stop(): Promise<void>;
}

async function startRenderServer(distDir: string, cache: 'on' | 'off'): Promise<RenderServer> {
  const child: ChildProcess = fork(new URL('./support/render-server.ts', import.meta.url), {
    env: { ...process.env, DIST_DIR: distDir, BENCH_CACHE: cache },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the render server stopped (${code}) before it listened`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/** GET as a browser does (gzip accepted): the status and the bytes on the wire. */
function get(url: string): Promise<{ status: number; wireBytes: number }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let wireBytes = 0;
      response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, wireBytes }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function renderTimes(origin: string, page: string) {
  const times: number[] = [];
  let last = { status: 0, wireBytes: 0 };
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    last = await get(origin + page);
    if (round >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), ...last };
}

async function pagesPerSecond(origin: string, page: string): Promise<number> {
  const result = await autocannon({ url: origin + page, connections: 10, duration: SECONDS });
  if (result.non2xx > 0 && !page.startsWith('/no-such')) throw new Error(`${page} answered ${result.non2xx} non-2xx under load`);
  return result.requests.average;
}

const distDir = await buildApp();
const cold = await startRenderServer(distDir, 'off');
const api: ApiJson = async (apiPath) => (await fetch(`${cold.origin}/api/v1${apiPath}`)).json();
const pages: { path: string; sample: string }[] = [];
for (const route of ROUTES) {
  if (route.login) continue;
  const sample = typeof route.sample === 'string' ? route.sample : await route.sample(api);
  if (isRendered(sample)) pages.push({ path: route.path, sample });
}

const rows: Record<string, string | number>[] = [];
const throughput: Record<string, string | number>[] = [];
const misses: string[] = [];
try {
  for (const page of pages) {
    const { p50, p95, status, wireBytes } = await renderTimes(cold.origin, page.sample);
    if (p95 > GOAL_P95_MS) misses.push(page.path);
    rows.push({
      page: page.path,
      status,
      'p50 ms': p50.toFixed(1),
      'p95 ms': p95.toFixed(1),
      'HTML KB (gzip)': (wireBytes / 1024).toFixed(1),
    });
  }
  const product = pages.find((page) => page.path === '/shop/{productId}')?.sample ?? '/shop';
  throughput.push(
    { served: 'home page, rendered, cache off', 'pages/s': Math.round(await pagesPerSecond(cold.origin, '/')) },
    { served: 'product page, rendered, cache off', 'pages/s': Math.round(await pagesPerSecond(cold.origin, product)) },
    { served: 'static shell (/checkout), same server', 'pages/s': Math.round(await pagesPerSecond(cold.origin, '/checkout')) },
  );
} finally {
  await cold.stop();
}
const warm = await startRenderServer(distDir, 'on');
try {
  throughput.splice(2, 0, { served: 'home page, rendered, cache on', 'pages/s': Math.round(await pagesPerSecond(warm.origin, '/')) });
} finally {
  await warm.stop();
}

console.log(`\nServer rendering per page, cache off: ${ROUNDS} sequential requests each, over HTTP on localhost`);
console.table(rows);
console.log(`\nPages per second at 10 connections for ${SECONDS} s`);
console.table(throughput);
console.log(
  misses.length === 0
    ? `  every page's render p95 ≤ ${GOAL_P95_MS} ms (goal met)`
    : `  render p95 over the ${GOAL_P95_MS} ms goal (MISSED): ${misses.join(', ')}`,
);
