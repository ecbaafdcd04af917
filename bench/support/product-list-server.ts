// The server under test for bench/product-list-latency.ts, in its own process so that the load
// generator does not share its event loop. Seeds a fresh PGlite (or a schema of its own on
// PostgreSQL, with DATABASE_URL) with 10,000 generated products.
// A request with `X-Bench-Stages: 1` is answered with a `Server-Timing` header saying where its
// time went in the app (server/observability/stage-timing.ts, and the database timed here); the
// bench sends those one at a time.
import cluster from 'node:cluster';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '../../server/app.ts';
import { tidyCatalogue } from '../../server/catalogue/catalogue-upkeep.ts';
import { CATALOGUE_CACHE, ResponseCache } from '../../server/catalogue/response-cache.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteThreadDatabase } from '../../server/db/pglite-thread-database.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';
import type { Database } from '../../server/db/database.ts';
import { outboxMailer } from '../../server/mail/outbox-mailer.ts';
import { startStageTally, takeStageTally } from '../../server/observability/stage-timing.ts';
import { systemClock } from '../../server/platform/clock.ts';
import { silentLogger } from '../../server/platform/logger.ts';
import { DEMO_CATEGORIES } from '../../server/seed/demo-categories.ts';
import { generateProducts } from '../../server/seed/generated-catalogue.ts';
import { insertCatalogue } from '../../server/seed/seed-catalogue.ts';

const PRODUCTS = 10_000;
const cacheOn = process.env.BENCH_CACHE !== 'off';
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const databaseUrl = process.env.DATABASE_URL;

/**
 * Seeds the catalogue, then serves it: in this process, or with BENCH_WORKERS > 1 (PostgreSQL
 * only) in that many worker processes sharing one port through node:cluster, as `WORKERS=N npm
 * start` runs. Says `{ port, pids }` to the bench once every server listens.
 */
async function runPrimary() {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-shop-bench-'));
  const schema = `bench_${process.pid}`;
  if (workers > 1 && !databaseUrl) throw new Error('BENCH_WORKERS > 1 needs DATABASE_URL: PGlite is one process');
  const db = databaseUrl ? await openBenchSchema(databaseUrl, schema) : await openPgliteThreadDatabase(dir);
  await migrate(db);
  await db.transaction((tx) => insertCatalogue(tx, DEMO_CATEGORIES, generateProducts(PRODUCTS)));
  await tidyCatalogue(db);
  // Statistics and the visibility map, as PostgreSQL's autovacuum makes them soon after a bulk
  // insert (and tidyCatalogue on PGlite): without them every count reads the whole table.
  await db.exec('vacuum analyze');

  const cleanUp = async () => {
    await db.close();
    if (databaseUrl) {
      const admin = await openPostgresDatabase({ connectionString: databaseUrl, maxConnections: 1 });
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }
    await rm(dir, { recursive: true, force: true });
  };

  if (workers <= 1) {
    const server = await serveApp(db, 0, dir);
    process.send?.({ port: (server.address() as AddressInfo).port, pids: [process.pid] });
    process.on('message', (message) => {
      if (message === 'stop') server.close(() => void cleanUp().finally(() => process.exit(0)));
    });
    return;
  }

  const port = await freePort();
  const forked = Array.from({ length: workers }, () => cluster.fork({ BENCH_SCHEMA: schema, BENCH_PORT: String(port), BENCH_DIR: dir }));
  await Promise.all(forked.map((worker) => new Promise((resolve) => worker.once('listening', resolve))));
  process.send?.({ port, pids: forked.map((worker) => worker.process.pid) });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void Promise.all(forked.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill()))))
      .then(cleanUp)
      .finally(() => process.exit(0));
  });
}

/** A worker of BENCH_WORKERS: the seeded schema, served on the port every worker shares. */
async function runWorker() {
  const db = await openPostgresDatabase({
    connectionString: databaseUrl ?? '',
    schema: process.env.BENCH_SCHEMA,
    maxConnections: 10,
  });
  await serveApp(db, Number(process.env.BENCH_PORT), process.env.BENCH_DIR ?? tmpdir());
}

let app: Hono;

async function serveApp(db: Database, port: number, dir: string): Promise<Server> {
  app = createApp({
    distDir: dir,
    version: 'bench',
    db: timedQueries(db),
    mailer: outboxMailer(db, systemClock, silentLogger),
    clock: systemClock,
    log: silentLogger,
    publicUrl: 'http://localhost',
    catalogueCache: new ResponseCache<string>(cacheOn ? CATALOGUE_CACHE : { ...CATALOGUE_CACHE, ttlMs: 0 }),
    // The load generator plays every shopper from one address, 200 at a time: the search throttles
    // would answer it 429s instead of the searches this bench measures.
    searchLimits: { perAddress: { burst: Number.MAX_SAFE_INTEGER, refillSeconds: 1, maxAddresses: 1 }, atOnce: Number.MAX_SAFE_INTEGER },
  });
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (request: Request) => (request.headers.has('x-bench-stages') ? withStages(request) : app.fetch(request)),
        port,
        hostname: '127.0.0.1',
      },
      () => resolve(server as Server),
    );
  });
}

/** A port nothing listens on now, for the workers to share. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The database as the app sees it, timing its queries for a tallied request: the time waited
 * (queries run side by side count once) and how many waits there were one after another.
 */
function timedQueries(database: Database): Database {
  return {
    ...database,
    async query<Row>(sql: string, params?: readonly unknown[]) {
      if (!tallying) return database.query<Row>(sql, params);
      const started = performance.now();
      try {
        return await database.query<Row>(sql, params);
      } finally {
        queryTimes.push([started, performance.now()]);
      }
    },
  };
}

let tallying = false;
const queryTimes: [number, number][] = [];

/** Answers one request with its stages in Server-Timing: the app's tally, the database, the rest of the app. */
async function withStages(request: Request): Promise<Response> {
  queryTimes.length = 0;
  tallying = true;
  startStageTally();
  const started = performance.now();
  const response = await app.fetch(request);
  // A compressed answer is made while it is read: read it here, so that compressing counts as the
  // app's. Any other answer is whole already and goes out as the app made it (one write, no stream).
  const compressed = response.headers.has('content-encoding') ? new Uint8Array(await response.arrayBuffer()) : undefined;
  const appMs = performance.now() - started;
  tallying = false;
  const stages = takeStageTally();
  const waits = mergedIntervals(queryTimes);
  stages.set(
    'db',
    waits.reduce((sum, [from, to]) => sum + to - from, 0),
  );
  stages.set('app', appMs);
  const timing = [...stages].map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`);
  timing.push(`db-waits;desc=${waits.length}`, `db-queries;desc=${queryTimes.length}`);
  if (!compressed) {
    response.headers.set('server-timing', timing.join(', '));
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('server-timing', timing.join(', '));
  return new Response(compressed, { status: response.status, headers });
}

function mergedIntervals(intervals: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** With DATABASE_URL the bench runs on PostgreSQL, in a schema of its own that is dropped afterwards. */
async function openBenchSchema(url: string, name: string) {
  const admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.exec(`create extension if not exists pg_trgm schema public; drop schema if exists ${name} cascade; create schema ${name}`);
  await admin.close();
  return openPostgresDatabase({ connectionString: url, schema: name, maxConnections: 10 });
}

// Last, once every declaration above is made.
if (cluster.isPrimary) await runPrimary();
else await runWorker();
