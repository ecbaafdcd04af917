// The server under test for bench/product-list-latency.ts, in its own process so that the load
// generator does not share its event loop. Seeds a fresh PGlite with 10,000 generated products.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app.ts';
import { tidyCatalogue } from '../../server/catalogue/catalogue-upkeep.ts';
import { CATALOGUE_CACHE, ResponseCache } from '../../server/catalogue/response-cache.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteThreadDatabase } from '../../server/db/pglite-thread-database.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';
import { outboxMailer } from '../../server/mail/outbox-mailer.ts';
import { systemClock } from '../../server/platform/clock.ts';
import { silentLogger } from '../../server/platform/logger.ts';
import { DEMO_CATEGORIES } from '../../server/seed/demo-categories.ts';
import { generateProducts } from '../../server/seed/generated-catalogue.ts';
import { insertCatalogue } from '../../server/seed/seed-catalogue.ts';

const PRODUCTS = 10_000;
const cacheOn = process.env.BENCH_CACHE !== 'off';

const dir = await mkdtemp(path.join(tmpdir(), 'studio-shop-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const schema = `bench_${process.pid}`;
const db = databaseUrl ? await openBenchSchema(databaseUrl, schema) : await openPgliteThreadDatabase(dir);
await migrate(db);
await db.transaction((tx) => insertCatalogue(tx, DEMO_CATEGORIES, generateProducts(PRODUCTS)));
await tidyCatalogue(db);
await db.exec('analyze');

const app = createApp({
  distDir: dir,
  version: 'bench',
  db,
  mailer: outboxMailer(db, systemClock, silentLogger),
  clock: systemClock,
  log: silentLogger,
  publicUrl: 'http://localhost',
  catalogueCache: new ResponseCache<string>(cacheOn ? CATALOGUE_CACHE : { ...CATALOGUE_CACHE, ttlMs: 0 }),
  // The load generator plays every shopper from one address, 200 at a time: the search throttles
  // would answer it 429s instead of the searches this bench measures.
  searchLimits: { perAddress: { burst: Number.MAX_SAFE_INTEGER, refillSeconds: 1, maxAddresses: 1 }, atOnce: Number.MAX_SAFE_INTEGER },
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port });
});

process.on('message', (message) => {
  if (message === 'stop') {
    server.close(() => void cleanUp().finally(() => process.exit(0)));
  }
});

/** With DATABASE_URL the bench runs on PostgreSQL, in a schema of its own that is dropped afterwards. */
async function openBenchSchema(url: string, name: string) {
  const admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.exec(`create extension if not exists pg_trgm schema public; drop schema if exists ${name} cascade; create schema ${name}`);
  await admin.close();
  return openPostgresDatabase({ connectionString: url, schema: name, maxConnections: 10 });
}

async function cleanUp() {
  await db.close();
  if (databaseUrl) {
    const admin = await openPostgresDatabase({ connectionString: databaseUrl, maxConnections: 1 });
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
  await rm(dir, { recursive: true, force: true });
}
