import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SESSION_SETTINGS, type Database, type Queryable } from './database.ts';

/**
 * Opens the embedded database. `dataDir` persists it on disk (first open runs initdb, ~5 s);
 * without it the database lives in memory, which tests use.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  }
  return wrapPglite(pglite);
}

function wrapPglite(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pglite.query<Row>(sql, [...params]);
      return result.rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pglite.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params]);
            return result.rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
    },
  };
}
