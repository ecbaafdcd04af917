import { mkdir } from 'node:fs/promises';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteThreadDatabase } from './pglite-thread-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export interface DatabaseConfig {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

/**
 * PostgreSQL when a URL is configured, else PGlite persisted under the data directory, on a
 * thread of its own so that a slow query never stalls the server's other requests. PGlite's files
 * are this process's alone while it runs (data-dir-lock.ts): a second process on the same data
 * directory is refused before it opens them.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase({ connectionString: config.databaseUrl });
  const dir = `${config.dataDir}/pglite`;
  await mkdir(dir, { recursive: true });
  const lock = await lockDataDir(config.dataDir);
  try {
    const db = await openPgliteThreadDatabase(dir);
    return {
      ...db,
      async close() {
        await db.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
