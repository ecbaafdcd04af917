// npm run bench: GET /api/v1/product/list mixed traffic OPEN LOOP: requests arrive at a fixed rate,
// evenly spread (bench/support/open-loop-load.ts; autocannon's overallRate sends each second's
// requests in one burst), whatever the server's answers do, as shoppers arrive; the rate
// climbs step by step until a step misses p95 ≤ 25 ms with 0 errors. Side by side in one run on
// PGlite, PostgreSQL with one process and PostgreSQL with two (node:cluster, as WORKERS=2 runs),
// each with its catalogue cache on as in production, 10,000 products and the mixed traffic of
// bench/product-list-latency.ts. Each configuration's cache-hit ceiling (every request the default
// grid, closed loop) is measured in the same run, and the highest rate held is printed as a share
// of it. The CPU a request of this traffic costs (the server's processes and, on PostgreSQL, its
// backends, read from /proc, over a closed loop of 10 connections) is printed for the README's
// model of what more processes add.
// BENCH_QUICK=1: a coarse ladder and short steps, for a quick check (about a minute and a half).
// PostgreSQL is BENCH_DATABASE_URL (default the test database), in a schema of its own dropped
// afterwards; skipped with a line when it cannot be reached. Localhost only; stops by itself.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_LISTING, trafficPaths } from './support/listing-traffic.ts';
import { openLoop } from './support/open-loop-load.ts';
import { POSTGRES_URL, postgresReachable, startProductListServer, type Store } from './support/product-list-bench-server.ts';

const GOAL_P95_MS = 25;
const quick = process.env.BENCH_QUICK === '1';
const STEP_SECONDS = quick ? 2 : 4;
const RATES = quick ? [100, 250, 500, 1000, 1500, 2000, 3000] : [100, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000];
// Up to 256 kept-alive connections, more than the arrivals need at these rates and latencies (a rate of
// 4,000/s at 25 ms keeps about 100 requests in flight); a step whose answers fell behind (under
// 95 % of the rate asked) counts as missed.
const CONNECTIONS = 256;
const PATHS = trafficPaths(20_000);

interface Step {
  readonly rate: number;
  readonly achieved: number;
  readonly p50: number;
  readonly p95: number;
  readonly errors: number;
  readonly held: boolean;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Shared by every connection and step of one configuration, as shoppers share a server. */
interface Cursor {
  next: number;
}

async function run(port: number, seconds: number, options: { connections: number; paths: readonly string[]; cursor: Cursor }) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: options.connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request: autocannon.Request) => {
              const path = options.paths[options.cursor.next % options.paths.length] ?? DEFAULT_LISTING;
              options.cursor.next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: errors + result.errors + result.timeouts,
  };
}

/** CPU seconds used so far by each of these processes (user and system), from /proc; none for one that has ended. */
function cpuSecondsByPid(pids: readonly number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields 14 and 15 (utime, stime) come after the command's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)?.trim().split(' ') ?? [];
      // Linux counts in clock ticks of 1/100 s.
      seconds.set(pid, (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100);
    } catch {
      // The process has ended, or this is not Linux.
    }
  }
  return seconds;
}

/**
 * CPU seconds these processes used since `before`, counted per process: one that ended meanwhile
 * (an idle connection closed, such as the ones that seeded the catalogue) takes nothing away, and
 * one that started counts whole.
 */
function cpuSecondsSince(before: ReadonlyMap<number, number>, pids: readonly number[]): number {
  let used = 0;
  for (const [pid, now] of cpuSecondsByPid(pids)) used += now - (before.get(pid) ?? 0);
  return used;
}

/** The PostgreSQL backends serving the bench's database now (its pools' connections). */
async function backendPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

interface Configuration {
  readonly name: string;
  readonly store: Store;
  readonly workers: number;
}

async function measureConfiguration({ name, store, workers }: Configuration) {
  const server = await startProductListServer(store, 'on', workers);
  try {
    const cursor: Cursor = { next: 0 };
    // Warm-up: JIT, the pools' connections, the first listings cached.
    await run(server.port, quick ? 2 : 3, { connections: 10, paths: PATHS, cursor });
    const ceiling = await run(server.port, quick ? 2 : 4, { connections: 50, paths: [DEFAULT_LISTING], cursor: { next: 0 } });
    // What a request of this traffic costs in CPU: a closed loop of a few connections, so that
    // opening connections costs next to nothing beside the requests.
    const backends = store === 'PostgreSQL' ? await backendPids() : [];
    const cpuBefore = { server: cpuSecondsByPid(server.pids), database: cpuSecondsByPid(backends) };
    const costRun = await run(server.port, quick ? 2 : 4, { connections: 10, paths: PATHS, cursor });
    const backendsAfter = store === 'PostgreSQL' ? [...new Set([...backends, ...(await backendPids())])] : [];
    const cpu = {
      server: cpuSecondsSince(cpuBefore.server, server.pids) / costRun.requests,
      database: cpuSecondsSince(cpuBefore.database, backendsAfter) / costRun.requests,
    };
    const steps: Step[] = [];
    for (const rate of RATES) {
      const arrivals = await openLoop(server.port, rate, STEP_SECONDS, () => {
        cursor.next += 1;
        return PATHS[(cursor.next - 1) % PATHS.length] ?? DEFAULT_LISTING;
      });
      const figures = {
        perSecond: arrivals.answeredPerSecond,
        p50: percentile(arrivals.latencies, 50),
        p95: percentile(arrivals.latencies, 95),
        errors: arrivals.errors,
      };
      const held = figures.errors === 0 && figures.p95 <= GOAL_P95_MS && figures.perSecond >= 0.95 * rate;
      steps.push({ rate, achieved: figures.perSecond, p50: figures.p50, p95: figures.p95, errors: figures.errors, held });
      if (!held) break;
    }
    return { name, ceiling: ceiling.perSecond, steps, cpu };
  } finally {
    await server.stop();
  }
}

const postgres: Configuration[] = [
  { name: 'PostgreSQL, 1 process', store: 'PostgreSQL', workers: 1 },
  { name: 'PostgreSQL, 2 processes', store: 'PostgreSQL', workers: 2 },
];
const configurations = [
  { name: 'PGlite, 1 process', store: 'PGlite', workers: 1 } as Configuration,
  ...((await postgresReachable()) ? postgres : []),
].filter((configuration) => !process.env.BENCH_STORES || process.env.BENCH_STORES.split(',').includes(configuration.store));

const results = [];
for (const configuration of configurations) results.push(await measureConfiguration(configuration));

console.log(
  `GET /api/v1/product/list, open loop: mixed traffic arriving at a fixed rate, evenly spread, ${STEP_SECONDS} s per step, up to ${CONNECTIONS} connections, the cache on; rates climb until p95 > ${GOAL_P95_MS} ms, an error, or arrivals under 95 % of the rate`,
);
console.table(
  results.flatMap(({ name, steps }) =>
    steps.map((step) => ({
      configuration: name,
      'rate /s': step.rate,
      'answered /s': Math.round(step.achieved),
      'p50 ms': step.p50.toFixed(1),
      'p95 ms': step.p95.toFixed(1),
      errors: step.errors,
      [`p95 ≤ ${GOAL_P95_MS} ms, 0 errors`]: step.held ? 'yes' : 'no',
    })),
  ),
);
console.log(
  'The highest rate held, against the cache-hit ceiling measured in the same run (closed loop, 50 connections, every request the default grid)',
);
console.table(
  results.map(({ name, ceiling, steps, cpu }) => {
    const held = steps.filter((step) => step.held).at(-1)?.rate ?? 0;
    return {
      configuration: name,
      'highest rate held /s': held,
      'cache-hit ceiling /s': Math.round(ceiling),
      'share of the ceiling': `${Math.round((100 * held) / ceiling)} %`,
      'server CPU ms per request': (cpu.server * 1000).toFixed(2),
      'database CPU ms per request': store(name) === 'PostgreSQL' ? (cpu.database * 1000).toFixed(2) : 'in the server',
    };
  }),
);

function store(name: string): Store {
  return name.startsWith('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
}
