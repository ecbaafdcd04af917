// Starts and stops bench/support/product-list-server.ts for the product-list benches, on PGlite or
// on PostgreSQL (BENCH_DATABASE_URL, default the test database, in a schema of its own).
import { fork } from 'node:child_process';
import pg from 'pg';

export type Store = 'PGlite' | 'PostgreSQL';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://studio:studio@localhost:5432/studio_test';

/** Whether PostgreSQL answers; says so in a line when it does not (the bench then runs on PGlite only). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    return true;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${POSTGRES_URL.replace(/:[^:@/]+@/, ':***@')} is not reachable (${(error as Error).message})`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchServer {
  readonly port: number;
  /** The processes that serve (the workers, with more than one), to read their CPU time. */
  readonly pids: readonly number[];
  stop(): Promise<void>;
}

/** The server with its catalogue cache on or off; `workers` > 1 runs that many processes on one port (PostgreSQL only). */
export async function startProductListServer(store: Store, cache: 'on' | 'off', workers = 1): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_CACHE: cache, BENCH_WORKERS: String(workers) };
  if (store === 'PostgreSQL') env.DATABASE_URL = POSTGRES_URL;
  else delete env.DATABASE_URL;
  const child = fork(new URL('./product-list-server.ts', import.meta.url), { env, stdio: 'inherit' });
  const { port, pids } = await new Promise<{ port: number; pids: number[] }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; pids: number[] }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, pids, stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.send('stop'))) };
}
