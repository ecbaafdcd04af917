// The embedded database's own thread (see pglite-thread-database.ts). PGlite is PostgreSQL compiled
// to WebAssembly: a query runs on the thread that called it and holds that thread until it is
// done. Here, that thread is this worker, so the server's event loop keeps answering (cached
// listings, static files, health) while a slow query runs.
import { parentPort, workerData } from 'node:worker_threads';
import type { Queryable } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import type { WorkerReply, WorkerRequest } from './pglite-worker-protocol.ts';
import { serialiseError } from './pglite-worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir?: string };
const db = await openPgliteDatabase(dataDir);

/** Open transactions by the id the main thread gave them, and how to end each. */
const transactions = new Map<number, { readonly tx: Queryable; readonly end: (commit: boolean, replyId: number) => void }>();

/** Thrown inside PGlite's transaction callback to roll it back; never reaches the main thread. */
const ROLLBACK = Symbol('rollback');

function reply(message: WorkerReply): void {
  port?.postMessage(message);
}

/**
 * Opens a transaction that stays open across messages: PGlite's callback waits until the main
 * thread sends 'end', then commits or rolls back. The 'end' request is answered once that is done
 * (a failed commit answers with its error); a transaction that could not begin answers the 'begin'.
 */
function begin(id: number, txId: number): void {
  let started = false;
  let endReplyId: number | undefined;
  let finish: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => (finish = resolve));
  void db
    .transaction(async (tx) => {
      started = true;
      transactions.set(txId, {
        tx,
        end: (commit, replyId) => {
          endReplyId = replyId;
          finish(commit);
        },
      });
      reply({ id, ok: true, rows: [] });
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => null,
      (error: unknown) => (error === ROLLBACK ? null : error),
    )
    .then((error) => {
      transactions.delete(txId);
      const replyId = started ? endReplyId : id;
      if (replyId === undefined) return;
      reply(error === null ? { id: replyId, ok: true, rows: [] } : { id: replyId, ok: false, error: serialiseError(error) });
    });
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${request.tx}`);
      reply({ id: request.id, ok: true, rows: await target.query(request.sql, request.params) });
      return;
    }
    case 'begin':
      begin(request.id, request.tx);
      return;
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}`);
      open.end(request.commit, request.id);
      return;
    }
    case 'exec':
      await db.exec(request.sql);
      reply({ id: request.id, ok: true, rows: [] });
      return;
    case 'close':
      await db.close();
      reply({ id: request.id, ok: true, rows: [] });
      return;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, ok: false, error: serialiseError(error) }));
});
port.postMessage({ ready: true });
