import { Worker } from 'node:worker_threads';

/** What an attacker sends, from how many connections at once, for how long. */
export interface Flood {
  readonly kind: 'reset-password' | 'cache-busting-search';
  readonly api: string;
  readonly inFlight: number;
  readonly seconds: number;
}

/** Runs the flood on a worker thread; resolves with how many answers came back per HTTP status. */
export function runFlood(flood: Flood): Promise<Map<number, number>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./flood-worker.ts', import.meta.url), { workerData: flood });
    worker.once('message', (statuses: Record<string, number>) =>
      resolve(new Map(Object.entries(statuses).map(([status, count]) => [Number(status), count]))),
    );
    worker.once('error', reject);
  });
}
