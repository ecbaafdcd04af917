import { mkdir } from 'node:fs/promises';
import type { Database } from './database.ts';
import { openPgliteThreadDatabase } from './pglite-thread-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export interface DatabaseConfig {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

/**
 * PostgreSQL when a URL is configured, else PGlite persisted under the data directory, on a
 * thread of its own so that a slow query never stalls the server's other requests.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase({ connectionString: config.databaseUrl });
  const dir = `${config.dataDir}/pglite`;
  await mkdir(dir, { recursive: true });
  return openPgliteThreadDatabase(dir);
}
