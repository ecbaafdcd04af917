import { readConfig } from './config.ts';
import { consoleLogger } from './platform/logger.ts';
import { startServer } from './start-server.ts';

const server = await startServer(readConfig(process.env), consoleLogger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().finally(() => process.exit(0)));
}
