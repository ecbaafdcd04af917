// npm run bench: GET /api/v1/product/list latency (p50, p95, p99) at 50 and 200 concurrent
// connections over 10,000 generated products and mixed traffic (see trafficPaths), with the
// server's catalogue cache on (as it runs in production) and off (every request reaches the
// database). Localhost only; stops by itself. DATABASE_URL runs it on PostgreSQL.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [50, 200];
const GOAL_P95_MS = 25;

// Traffic as shoppers make it, not four URLs in turn (which the cache answers every time): a
// fifth of requests are the shop's default grid, the rest are spread over hundreds of distinct
// listings (further pages, categories, price bands, colours, brands, every sort, searches with
// typos), in a fixed pseudo-random order so runs compare.
const SORTS = ['newest', 'price_low', 'price_high', 'popular', 'rating'];
const CATEGORIES = ['cameras', 'gear', 'lenses', 'lighting-kits', 'backdrops', 'studio-accessories', 'digital-courses'];
const BRANDS = ['Canon', 'Sony', 'Godox', 'Nikon', 'Studio Academy'];
const SEARCHES = ['camra', 'canon', 'lense', 'softbox', 'tripd', 'light stand', 'mirorless camera', 'ring light', 'backdrop', 'flash'];
const BANDS = [
  [0, 50_000],
  [50_000, 500_000],
  [500_000, 5_000_000],
];
const DEFAULT_LISTING = '/api/v1/product/list?inStock=true&showPreorder=false&sortBy=newest&page=1&limit=12';

function trafficPaths(count: number): string[] {
  let state = 2026;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const listing = (query: Record<string, string | number>) => `/api/v1/product/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const shapes = [
    () => listing({ inStock: 'true', showPreorder: 'false', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 60), limit: 12 }),
    () => listing({ category: pick(CATEGORIES), inStock: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 5), limit: 12 }),
    () => {
      const [min, max] = pick(BANDS) as number[];
      return listing({ category: pick(CATEGORIES), priceMin: min ?? 0, priceMax: max ?? 0, color: pick(['Black', 'White', 'Black,White', 'Silver']), inStock: 'true', sortBy: pick(SORTS), page: 1, limit: 12 });
    },
    () => listing({ brand: pick(BRANDS), inStock: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 3), limit: 12 }),
    () => listing({ search: pick(SEARCHES), inStock: pick(['true', 'false']), sortBy: pick(SORTS), page: 1, limit: 12 }),
    () => listing({ inStock: 'false', showPreorder: 'true', sortBy: pick(SORTS), page: 1 + Math.floor(random() * 3), limit: 12 }),
  ];
  return Array.from({ length: count }, () => (random() < 0.2 ? DEFAULT_LISTING : pick(shapes)()));
}

const PATHS = trafficPaths(2_000);
const DISTINCT = new Set(PATHS).size;

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
console.log(`GET /api/v1/product/list on ${store}, 10,000 products, ${DURATION_SECONDS} s per row: ${PATHS.length} requests in turn over ${DISTINCT} distinct listings, a fifth of them the default grid`);
console.table(rows);
