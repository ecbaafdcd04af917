import pg from 'pg';

// Any fixed number, the same in every process of the shop.
const STARTUP_LOCK = 7_351_010;

/**
 * Runs `prepare` (the migrations, the seed) holding a PostgreSQL session lock, so that processes
 * starting together on one database (two units on one machine, or every machine restarted after an
 * upgrade) prepare it one after another: the later ones find the work done instead of failing on
 * the tables the first one is making. Without a URL (PGlite, one process) it simply runs.
 */
export async function oneProcessAtATime<T>(databaseUrl: string | undefined, prepare: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return prepare();
  // A session lock lives as long as its connection: a client of its own, not one of the pool's.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await prepare();
  } finally {
    await client.end();
  }
}
