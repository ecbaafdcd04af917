/**
 * The one small database seam: PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Repositories only see this interface, and write SQL that runs unchanged on both.
 */

/** Anything that can run a parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs the callback in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** A pool's connections now (PostgreSQL only: PGlite is one connection in this process). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  /** Queries waiting for a connection. */
  readonly waiting: number;
}

/**
 * Settings every connection starts with. The shop's fuzzy search compares words with pg_trgm's
 * `%` operator; the spec's threshold is 0.4, so 'camra' (similarity 0.44) finds 'camera'.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.similarity_threshold': '0.4',
};
