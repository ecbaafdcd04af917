import type { Queryable } from './database.ts';

/**
 * Takes PostgreSQL's transaction-scoped advisory locks on the keys, so that concurrent
 * transactions over the same keys (a throttle's count and record, a token's replace) run one
 * after the other. Keys are taken in sorted order, so two callers never wait on each other in a
 * circle. Released at commit or rollback. On PGlite, which runs one transaction at a time, the
 * lock is always free; the query still runs, so both databases take the same path.
 */
export async function lockKeys(tx: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  }
}
