import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './prepare-database.ts';
import type { Logger } from './platform/logger.ts';
import { ensureStudioKey } from './studio/studio-key.ts';

/**
 * WORKERS > 1: this process prepares what must happen once (migrations, the demo seed, the studio's
 * key) and then runs that many server processes on one port (node:cluster shares it). A worker
 * that dies is replaced; SIGTERM or SIGINT is passed on to every worker, each drains its requests,
 * and this process ends when they have.
 */
export async function runWorkers(config: ServerConfig, log: Logger): Promise<void> {
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config.databaseUrl, log);
  } finally {
    await db.close();
  }
  await ensureStudioKey(config.dataDir);

  let stopping = false;
  const start = (): Worker => cluster.fork();
  for (let n = 0; n < config.workers; n += 1) start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    start();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log.info(`Running ${config.workers} server processes on port ${config.port}`);
}
