// The two databases the in-process benches compare side by side: PGlite in a temporary directory,
// and PostgreSQL (BENCH_DATABASE_URL, default postgres://studio:studio@localhost:5432/studio_test)
// in a schema of its own, dropped afterwards; PostgreSQL is skipped with a line when unreachable.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database.ts';
import { openPgliteDatabase } from '../../server/db/pglite-database.ts';
import { openPostgresDatabase } from '../../server/db/postgres-database.ts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://studio:studio@localhost:5432/studio_test';

export interface Store {
  readonly name: 'pglite' | 'postgres';
  readonly db: Database;
  close(): Promise<void>;
}

/** Both stores, each migrated and filled by `seed`; `label` names the temporary directory and schema. */
export async function openStores(label: string, seed: (db: Database) => Promise<void>): Promise<Store[]> {
  const stores = [await openPglite(label, seed), await openPostgres(label, seed)];
  return stores.filter((store): store is Store => store !== null);
}

async function openPglite(label: string, seed: (db: Database) => Promise<void>): Promise<Store> {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-${label}-`));
  const db = await openPgliteDatabase(dir);
  await seed(db);
  return { name: 'pglite', db, close: async () => (await db.close(), await rm(dir, { recursive: true, force: true })) };
}

async function openPostgres(label: string, seed: (db: Database) => Promise<void>): Promise<Store | null> {
  const schema = `bench_${label.replaceAll('-', '_')}_${process.pid}`;
  let admin: Database;
  try {
    admin = await openPostgresDatabase({ connectionString: POSTGRES_URL, maxConnections: 1 });
    await admin.exec(
      `create extension if not exists pg_trgm schema public; drop schema if exists ${schema} cascade; create schema ${schema}`,
    );
  } catch (error) {
    console.log(`PostgreSQL skipped: ${POSTGRES_URL.replace(/:[^:@/]+@/, ':***@')} is not reachable (${(error as Error).message})`);
    return null;
  }
  const db = await openPostgresDatabase({ connectionString: POSTGRES_URL, schema, maxConnections: 4 });
  await seed(db);
  return {
    name: 'postgres',
    db,
    async close() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
