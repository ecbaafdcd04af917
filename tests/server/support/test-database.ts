import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openPgliteDatabase } from '../../../server/db/pglite-database.ts';
import { openPostgresDatabase } from '../../../server/db/postgres-database.ts';
import { seedDemoShop } from '../../../server/seed/demo-shop.ts';

/**
 * The database a server test file runs on. By default PGlite, copied from a migrated and
 * seeded template so that no file pays for initdb; with TEST_DATABASE_URL set, a fresh database
 * on that PostgreSQL server made from a template the same way, dropped afterwards (the role in
 * the URL must be allowed to create databases).
 */
export interface TestDatabase {
  readonly db: Database;
  /** On PostgreSQL, the copy's address, for server processes a test starts on it. */
  readonly url?: string;
  dispose(): Promise<void>;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;

export async function openTestDatabase(): Promise<TestDatabase> {
  return POSTGRES_URL ? openPostgresCopy(POSTGRES_URL) : openPgliteCopy();
}

/**
 * Builds the templates before any test file starts (Vitest's global setup), so that the workers
 * neither race to build them nor spend a file's hook time on it.
 */
export async function prepareTestTemplates(postgresUrl: string | undefined): Promise<void> {
  await ensureTemplate();
  if (!postgresUrl) return;
  const admin = await openPostgresDatabase({ connectionString: postgresUrl, maxConnections: 1 });
  try {
    await ensurePostgresTemplate(admin, postgresUrl);
  } finally {
    await admin.close();
  }
}

/** The same server address with another database name. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

/**
 * A fresh database per file, created from a migrated and seeded template database (PostgreSQL
 * copies its files: a few hundred milliseconds instead of every migration and the seed).
 */
async function openPostgresCopy(url: string): Promise<TestDatabase> {
  const admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  const template = await ensurePostgresTemplate(admin, url);
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  await admin.exec(`create database ${name} template ${template}`);
  const db = await openPostgresDatabase({ connectionString: databaseUrl(url, name), maxConnections: 5 });
  return {
    db,
    url: databaseUrl(url, name),
    async dispose() {
      await db.close();
      await admin.exec(`drop database ${name} with (force)`);
      await admin.close();
    },
  };
}

// Any fixed number: the workers that find no template wait on this lock while one of them builds it.
const TEMPLATE_LOCK = 7_351_004;

async function ensurePostgresTemplate(admin: Database, url: string): Promise<string> {
  const template = `studio_template_${await templateKey()}`;
  const isThere = async () => (await admin.query('select 1 from pg_database where datname = $1', [template])).length > 0;
  if (await isThere()) return template;
  // A session lock lives as long as its connection: one client of its own, not the pool's, which
  // closes idle connections while the template is being built.
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    await locker.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (!(await isThere())) await buildPostgresTemplate(admin, url, template);
    return template;
  } finally {
    await locker.end();
  }
}

async function buildPostgresTemplate(admin: Database, url: string, template: string): Promise<void> {
  const building = `${template}_building`;
  // Separate statements: neither may run inside the transaction a multi-statement query is.
  await admin.exec(`drop database if exists ${building} with (force)`);
  await admin.exec(`create database ${building}`);
  const db = await openPostgresDatabase({ connectionString: databaseUrl(url, building), maxConnections: 1 });
  await migrate(db);
  await db.transaction(seedDemoShop);
  await db.close();
  await admin.exec(`alter database ${building} rename to ${template}`);
}

// The gallery's folder draws the seeded pictures (gallery-artwork.ts), so it is part of the seed.
const SOURCES = ['../../../server/db/migrations/', '../../../server/seed/', '../../../server/gallery/'];

/** Changes whenever a migration or the seed changes, so a stale template is never reused. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of SOURCES) {
    const url = new URL(folder, import.meta.url);
    for (const file of (await readdir(url)).sort()) {
      hash.update(file).update(await readFile(new URL(file, url)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(dir: string): Promise<boolean> {
  return stat(dir).then(
    () => true,
    () => false,
  );
}

async function ensureTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `studio-shop-test-db-${await templateKey()}`);
  if (await exists(template)) return template;
  const building = await mkdtemp(path.join(tmpdir(), 'studio-shop-template-'));
  const db = await openPgliteDatabase(building);
  await migrate(db);
  await db.transaction(seedDemoShop);
  await db.close();
  // Another worker may have won the race: then its template is used and ours is dropped.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

/** Puts a copy of the migrated and seeded PGlite database at `dir`, as if a first start had made it. */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  await cp(await ensureTemplate(), dir, { recursive: true });
}

async function openPgliteCopy(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-shop-test-'));
  await copyPgliteTemplate(dir);
  const db = await openPgliteDatabase(dir);
  return {
    db,
    async dispose() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
