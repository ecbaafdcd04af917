import cluster from 'node:cluster';
import { readConfig, type ServerConfig } from './config.ts';
import { ConfigError } from './payments/provider-choice.ts';
import { consoleLogger, jsonLogger } from './platform/logger.ts';

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  // A refused setting is the operator's to fix: say what to set, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
const log = config.observability.logFormat === 'json' ? jsonLogger() : consoleLogger;
if (config.workers > 1 && cluster.isPrimary) {
  const { runWorkers } = await import('./cluster-primary.ts');
  await runWorkers(config, log);
} else {
  // Loaded after the settings are read, so that a refused setting is said at once.
  const { startServer } = await import('./start-server.ts');
  const { DataDirInUse } = await import('./db/data-dir-lock.ts');
  const server = await startServer(config, log).catch((error: unknown) => {
    // Another server on the same DATA_DIR: said plainly, and nothing of its files touched.
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`Cannot start: ${error.message}`);
    return process.exit(1);
  });

  // The first signal drains (see startServer); a second one stops the process at once, as by default.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().finally(() => process.exit(0)));
  }
}
