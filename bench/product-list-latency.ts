// npm run bench: GET /api/v1/product/list latency (p50, p95, p99) at 50 and 200 concurrent
// connections over 10,000 generated products and mixed traffic (see trafficPaths), with the
// server's catalogue cache on (as it runs in production) and off (every request reaches the
// database), on PGlite and on PostgreSQL side by side, and the machine's ceiling (every request one
// cached listing, at 200 connections). PostgreSQL is BENCH_DATABASE_URL (default
// postgres://studio:studio@localhost:5432/studio_test), in a schema of its own dropped afterwards;
// skipped with a line when it cannot be reached. Localhost only; stops by itself.
import autocannon from 'autocannon';
import { CATALOGUE_CACHE, ResponseCache } from '../server/catalogue/response-cache.ts';
import { postgresReachable, startProductListServer, type Store } from './support/product-list-bench-server.ts';
import { DEFAULT_LISTING, trafficPaths } from './support/listing-traffic.ts';
import { printStageBreakdown, stageBreakdown } from './support/stage-breakdown.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [50, 200];
const GOAL_P95_MS = 25;

const PATHS = trafficPaths(20_000);
const DISTINCT = new Set(PATHS).size;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * One run of the traffic at a number of connections. The connections share one cursor over the
 * traffic, as many shoppers share one server: with autocannon's plain `requests` list every
 * connection would walk the same list in lockstep, so each listing was asked for by all of them
 * at once and answered once (the first asked, the rest joined it or read the cache). That
 * flattered the cache and hid the database. The hit rate printed is what the server's cache
 * (the same class, lifetime and size) makes of this traffic; requests that join a listing already
 * being read count as misses here, so the real rate is a little higher.
 */
/** Where the traffic stands for one server: the warm-up's traffic goes on into the measured runs. */
interface Traffic {
  readonly paths: readonly string[];
  cursor: number;
  /** A model of the server's cache (the same class and CATALOGUE_CACHE), to count its hits. */
  readonly cache: ResponseCache<true>;
}

function newTraffic(paths: readonly string[] = PATHS): Traffic {
  return { paths, cursor: 0, cache: new ResponseCache<true>(CATALOGUE_CACHE) };
}

async function measure(port: number, connections: number, traffic: Traffic, seconds = DURATION_SECONDS) {
  const latencies: number[] = [];
  let errors = 0;
  let asked = 0;
  let misses = 0;
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request) => {
          const path = traffic.paths[traffic.cursor % traffic.paths.length] ?? DEFAULT_LISTING;
          traffic.cursor += 1;
          asked += 1;
          if (traffic.cache.get(path) === undefined) {
            misses += 1;
            traffic.cache.set(path, true);
          }
          return { ...request, path };
        },
      },
    ],
  };
  // The callback form returns the instance, whose 'response' events carry each latency.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    hitRate: asked === 0 ? 0 : 1 - misses / asked,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

function row(store: Store, cache: string, connections: number, figures: Awaited<ReturnType<typeof measure>>) {
  return {
    store,
    cache,
    connections,
    'req/s': figures.perSecond,
    'hit rate': cache === 'off' ? '0 %' : `${Math.round(figures.hitRate * 100)} %`,
    'p50 ms': figures.p50.toFixed(1),
    'p95 ms': figures.p95.toFixed(1),
    'p99 ms': figures.p99.toFixed(1),
    errors: figures.errors,
    [`p95 ≤ ${GOAL_P95_MS} ms`]: figures.p95 <= GOAL_P95_MS ? 'yes' : 'no',
  };
}

// BENCH_STORES=PostgreSQL (or PGlite): one store only.
const stores: Store[] = (['PGlite', ...((await postgresReachable()) ? (['PostgreSQL'] as const) : [])] as Store[]).filter(
  (store) => !process.env.BENCH_STORES || process.env.BENCH_STORES.split(',').includes(store),
);
// BENCH_STAGES_ONLY=1: only the per-stage breakdown (a quick check, well under a minute per store).
const stagesOnly = process.env.BENCH_STAGES_ONLY === '1';
const rows: Record<string, string | number>[] = [];
const breakdowns = new Map<Store, Awaited<ReturnType<typeof stageBreakdown>>[]>();
for (const store of stores)
  for (const cache of ['on', 'off'] as const) {
    const server = await startProductListServer(store, cache);
    const traffic = newTraffic();
    // A short warm-up so that the first measured second does not include JIT and cold pages; the
    // traffic goes on from where it stopped, so the measured runs do not ask the warm-up's listings again.
    await measure(server.port, 10, traffic, 3);
    // Where one request's time goes, on the quiet server before the load runs.
    const stages = breakdowns.get(store) ?? [];
    breakdowns.set(store, stages);
    if (cache === 'off') {
      stages.push(await stageBreakdown(server.port, 'uncached, default grid', Array(220).fill(DEFAULT_LISTING)));
      stages.push(await stageBreakdown(server.port, 'uncached, mixed traffic', PATHS.slice(0, 420)));
    } else {
      stages.push(await stageBreakdown(server.port, 'cached, default grid', Array(520).fill(DEFAULT_LISTING)));
      stages.push(
        await stageBreakdown(server.port, 'cached, default grid, gzip', Array(520).fill(DEFAULT_LISTING), { 'accept-encoding': 'gzip' }),
      );
    }
    if (!stagesOnly) {
      for (const connections of CONNECTIONS) rows.push(row(store, cache, connections, await measure(server.port, connections, traffic)));
      if (store === 'PGlite' && cache === 'on') {
        // The ceiling of this machine: every request the default grid, so the cache answers all but
        // the first. No database work is left; what remains is Node, HTTP and the load generator on
        // the same cores. If this misses the goal, no query can meet it here.
        const ceiling = await measure(server.port, Math.max(...CONNECTIONS), newTraffic([DEFAULT_LISTING]));
        rows.push(row(store, 'on, one listing (ceiling)', Math.max(...CONNECTIONS), ceiling));
      }
    }
    await server.stop();
  }

for (const [store, figures] of breakdowns)
  printStageBreakdown(
    `GET /api/v1/product/list on ${store}, 10,000 products, one request at a time: median ms per stage (goals: uncached ≤ 3 ms, cached ≤ 0.5 ms end to end)`,
    figures,
  );
if (!stagesOnly) {
  console.log(
    `GET /api/v1/product/list on ${stores.join(' and ')}, 10,000 products, ${DURATION_SECONDS} s per row: ${PATHS.length.toLocaleString('en')} requests in turn over ${DISTINCT} distinct listings, a fifth of them the default grid, shared by the connections`,
  );
  console.table(rows);
}
