import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The numbered .sql files beside this module, in order. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => FILE_PATTERN.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/** Applies every migration not applied yet, each in its own transaction. Returns the names applied. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version));
  const done: string[] = [];
  for (const migration of await loadMigrations()) {
    if (applied.has(migration.version)) continue;
    await db.exec(
      `begin;\n${migration.sql}\n;insert into schema_migrations (version, name) values (${migration.version}, '${migration.name}');\ncommit;`,
    );
    done.push(migration.name);
  }
  return done;
}
