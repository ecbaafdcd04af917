import pg from 'pg';
import { SESSION_SETTINGS, type Database, type Queryable } from './database.ts';

// Money is whole naira in int4 and counts are cast to int, but bigint (int8) results such as
// count(*) would otherwise arrive as strings: parse them as numbers, like PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface PostgresOptions {
  readonly connectionString: string;
  /** Schema to work in (the benches use one of their own); public when absent. */
  readonly schema?: string;
  readonly maxConnections?: number;
}

/** Connects to PostgreSQL through a pool. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const settings = { ...SESSION_SETTINGS, ...(options.schema ? { search_path: `${options.schema},public` } : {}) };
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // An idle connection that PostgreSQL closes (a restart, a dropped test database) is discarded by
  // the pool; without a listener its 'error' event would end the process.
  pool.on('error', () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  return wrapPool(pool);
}

/** How often a transaction aborted by a deadlock or a serialization failure is run in all. */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE_CODES = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

async function runTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work({
      async query<Row>(sql: string, params: readonly unknown[] = []) {
        const rows = await client.query(sql, [...params]);
        return rows.rows as Row[];
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

function wrapPool(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runTransaction(pool, work);
        } catch (error) {
          // PostgreSQL aborted the transaction only so another could go on (a deadlock or a
          // serialization failure): nothing of it was kept, so running it again is safe.
          if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
        }
      }
    },
    async exec(sql: string) {
      // One client for the whole script, so a failed script's open transaction is rolled back
      // on the connection that opened it instead of poisoning the pool.
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
