import { ConfigError } from '../payments/provider-choice.ts';

/** Processes `npm start` runs without WORKERS: one, which the embedded database needs. */
export const DEFAULT_WORKERS = 1;
const MAX_WORKERS = 64;

/**
 * WORKERS: how many server processes share the port (node:cluster). More than one needs
 * DATABASE_URL: the embedded database allows one process per data directory.
 */
export function readWorkers(env: NodeJS.ProcessEnv): number {
  const value = env.WORKERS;
  if (value === undefined || value === '') return DEFAULT_WORKERS;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new ConfigError(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not '${value}'`);
  }
  if (workers > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `WORKERS=${workers} needs DATABASE_URL (PostgreSQL): the embedded database allows one process per data directory. Set DATABASE_URL, or leave WORKERS at 1`,
    );
  }
  return workers;
}
