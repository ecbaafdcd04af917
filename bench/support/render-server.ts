// The server under test for bench/server-render.ts, in its own process so that the load generator
// does not share its event loop: the production build (DIST_DIR) on a fresh PGlite with the demo
// shop seeded, as `npm start` serves it, with the page and catalogue cache on or off (BENCH_CACHE).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app.ts';
import { tidyCatalogue } from '../../server/catalogue/catalogue-upkeep.ts';
import { CATALOGUE_CACHE, ResponseCache } from '../../server/catalogue/response-cache.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteThreadDatabase } from '../../server/db/pglite-thread-database.ts';
import { outboxMailer } from '../../server/mail/outbox-mailer.ts';
import { systemClock } from '../../server/platform/clock.ts';
import { silentLogger } from '../../server/platform/logger.ts';
import { seedDemoShop } from '../../server/seed/demo-shop.ts';
import { seedIfEmpty } from '../../server/seed/seed-catalogue.ts';

const distDir = process.env.DIST_DIR;
if (!distDir) throw new Error('bench/support/render-server.ts needs DIST_DIR');
const cacheOn = process.env.BENCH_CACHE !== 'off';

const dir = await mkdtemp(path.join(tmpdir(), 'studio-shop-render-'));
const db = await openPgliteThreadDatabase(dir);
await migrate(db);
await seedIfEmpty(db, seedDemoShop);
await tidyCatalogue(db);

const app = createApp({
  distDir,
  version: 'bench',
  db,
  mailer: outboxMailer(db, systemClock, silentLogger),
  clock: systemClock,
  log: silentLogger,
  publicUrl: 'http://localhost',
  catalogueCache: new ResponseCache<string>(cacheOn ? CATALOGUE_CACHE : { ...CATALOGUE_CACHE, ttlMs: 0 }),
  // A slow render is measured as slow, never cut short to the loading state.
  renderDeadlineMs: 10_000,
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ port: info.port });
});

process.on('message', (message) => {
  if (message === 'stop')
    server.close(() => void db.close().then(() => rm(dir, { recursive: true, force: true }).finally(() => process.exit(0))));
});
