import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database.ts';
import { deserialiseError, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.ts';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database on a thread of its own (pglite-worker.ts), for the running server: a
 * PGlite query holds the thread that runs it, so on the server's thread every uncached query
 * would stall every other request, cache hits included. Same SQL, same transactions, same
 * errors (with PostgreSQL's `code`) as openPgliteDatabase, which tests use in process.
 */
export async function openPgliteThreadDatabase(dataDir?: string): Promise<Database> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  // Other messages may come first: under `node --watch` the thread reports the modules it loads
  // ('watch:import'). Waiting on the first message alone, the server never started in npm run dev.
  await new Promise<void>((resolve, reject) => {
    const stopWaiting = () => {
      worker.off('message', onMessage);
      worker.off('error', reject);
      worker.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if (!(message as { ready?: boolean }).ready) return;
      stopWaiting();
      resolve();
    };
    const onExit = (code: number) => {
      stopWaiting();
      reject(new Error(`The database thread stopped while opening (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', onExit);
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.rows);
    else waiting.reject(deserialiseError(reply.error));
  });

  const call = (request: Request): Promise<unknown[]> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await call({ op: 'query', sql, params: [...params] })) as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const tx = nextTx++;
      await call({ op: 'begin', tx });
      let result: T;
      try {
        result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await call({ op: 'query', sql, params: [...params], tx })) as Row[];
          },
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql });
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
