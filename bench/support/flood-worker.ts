// A flood of hostile calls on its own thread, the way an attacker is a different machine from the
// shopper whose reads the bench times: on the bench's own event loop, the flood's fetch work would
// delay the shopper's timer and count against the server.
import { parentPort, workerData } from 'node:worker_threads';
import type { Flood } from './flood.ts';

const { kind, api, inFlight, seconds } = workerData as Flood;

function call(n: number): Promise<Response> {
  if (kind === 'reset-password') {
    const body = JSON.stringify({ token: `bogus-token-${n}`, newPassword: 'Flood2026pass', confirmPassword: 'Flood2026pass' });
    return fetch(`${api}/user/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  }
  // A fresh search text and an unknown parameter each time: neither may make the cache useless.
  return fetch(`${api}/product/list?search=lens${n % 7}x${n}&limit=12&zzz=${n}`);
}

const statuses: Record<number, number> = {};
const until = Date.now() + seconds * 1000;
let n = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (Date.now() < until) {
      try {
        const response = await call((n += 1));
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses[0] = (statuses[0] ?? 0) + 1;
      }
    }
  }),
);
parentPort?.postMessage(statuses);
