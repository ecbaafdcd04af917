import { ConfigError } from '../payments/provider-choice.ts';

/** A page waits this long for its first data by default, then is sent with what it has (a loading state). */
export const DEFAULT_RENDER_DEADLINE_MS = 1_000;

/** RENDER_DEADLINE_MS: how long a server-rendered page may wait for its data, 50 ms to 30 s. */
export function readRenderDeadline(env: NodeJS.ProcessEnv): number {
  const value = env.RENDER_DEADLINE_MS;
  if (value === undefined || value === '') return DEFAULT_RENDER_DEADLINE_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 30_000) {
    throw new ConfigError(`RENDER_DEADLINE_MS must be a whole number of milliseconds from 50 to 30000, not '${value}'`);
  }
  return ms;
}
