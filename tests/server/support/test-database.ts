import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openPgliteDatabase } from '../../../server/db/pglite-database.ts';
import { openPostgresDatabase } from '../../../server/db/postgres-database.ts';
import { seedDemoShop } from '../../../server/seed/demo-shop.ts';

/**
 * The database a server test file runs on. By default PGlite, copied from a migrated and
 * seeded template so that no file pays for initdb; with TEST_DATABASE_URL set, a fresh schema
 * of that PostgreSQL database, dropped afterwards.
 */
export interface TestDatabase {
  readonly db: Database;
  dispose(): Promise<void>;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;

export async function openTestDatabase(): Promise<TestDatabase> {
  return POSTGRES_URL ? openPostgresSchema(POSTGRES_URL) : openPgliteCopy();
}

async function openPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
  // The extension is database-wide; create it once, outside the test schemas.
  await admin.exec(`create extension if not exists pg_trgm schema public; create schema ${schema}`);
  const db = await openPostgresDatabase({ connectionString: url, schema, maxConnections: 5 });
  await migrate(db);
  await db.transaction(seedDemoShop);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
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

async function openPgliteCopy(): Promise<TestDatabase> {
  const template = await ensureTemplate();
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-shop-test-'));
  await cp(template, dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  return {
    db,
    async dispose() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
