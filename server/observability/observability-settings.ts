import { ConfigError } from '../payments/provider-choice.ts';
import type { MetricsAddress } from './metrics-server.ts';

export interface ObservabilitySettings {
  /** LOG_FORMAT: `json` lines for a collector (the default with NODE_ENV=production), else `text`. */
  readonly logFormat: 'json' | 'text';
  /** METRICS_PORT (and METRICS_HOST): where /metrics listens; no metrics when unset. */
  readonly metrics: MetricsAddress | undefined;
  /** DRAIN_SECONDS: how long a stopping process lets requests in flight finish (default 10). */
  readonly drainSeconds: number;
}

function port(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535)
    throw new ConfigError(`${name} must be a port number (0-65535), not '${value}'`);
  return number;
}

export function readObservabilitySettings(env: NodeJS.ProcessEnv): ObservabilitySettings {
  const format = env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'text');
  if (format !== 'json' && format !== 'text') throw new ConfigError(`LOG_FORMAT must be json or text, not '${format}'`);
  const drainSeconds = Number(env.DRAIN_SECONDS ?? 10);
  if (!Number.isFinite(drainSeconds) || drainSeconds < 0 || drainSeconds > 600) {
    throw new ConfigError(`DRAIN_SECONDS must be a number of seconds from 0 to 600, not '${env.DRAIN_SECONDS}'`);
  }
  return {
    logFormat: format,
    metrics: env.METRICS_PORT ? { host: env.METRICS_HOST || '127.0.0.1', port: port(env.METRICS_PORT, 'METRICS_PORT') } : undefined,
    drainSeconds,
  };
}
