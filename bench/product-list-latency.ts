// npm run bench: GET /api/v1/product/list latency (p50, p95, p99) at 50 and 200 concurrent
// connections over 10,000 generated products, with the server's catalogue cache on (as it runs
// in production) and off (every request reaches the database). Localhost only; stops by itself.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [50, 200];
const GOAL_P95_MS = 25;

// The shop's default listing, further pages, a filtered listing and a fuzzy search, in turn.
const PATHS = [
  '/api/v1/product/list?inStock=true&showPreorder=false&sortBy=newest&page=1&limit=12',
  '/api/v1/product/list?inStock=true&showPreorder=false&sortBy=newest&page=2&limit=12',
  '/api/v1/product/list?category=lighting-kits&priceMin=50000&priceMax=500000&color=Black,White&inStock=true&sortBy=price_low&page=1&limit=12',
  '/api/v1/product/list?search=camra&inStock=false&sortBy=popular&page=1&limit=12',
];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function startServer(cache: 'on' | 'off') {
  const child = fork(new URL('./support/product-list-server.ts', import.meta.url), { env: { ...process.env, BENCH_CACHE: cache }, stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.send('stop'))) };
}

async function measure(port: number, connections: number, seconds = DURATION_SECONDS) {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

const rows: Record<string, string | number>[] = [];
for (const cache of ['on', 'off'] as const) {
  const server = await startServer(cache);
  // A short warm-up so that the first measured second does not include JIT and cold pages.
  await measure(server.port, 10, 3);
  for (const connections of CONNECTIONS) {
    const figures = await measure(server.port, connections);
    rows.push({
      cache,
      connections,
      'req/s': figures.perSecond,
      'p50 ms': figures.p50.toFixed(1),
      'p95 ms': figures.p95.toFixed(1),
      'p99 ms': figures.p99.toFixed(1),
      errors: figures.errors,
      [`p95 ≤ ${GOAL_P95_MS} ms`]: figures.p95 <= GOAL_P95_MS ? 'yes' : 'no',
    });
  }
  await server.stop();
}

const store = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
console.log(`GET /api/v1/product/list on ${store}, 10,000 products, ${DURATION_SECONDS} s per row, ${PATHS.length} query shapes in turn`);
console.table(rows);
