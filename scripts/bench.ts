// npm run bench: runs each benchmark in turn; each prints its own table of figures.
import { run } from './run.ts';

// First-load size per route, Lighthouse on the main routes, the server's rendering, then the API under load.
const benches = [
  'bundle-size.ts',
  'lighthouse.ts',
  'server-render.ts',
  'product-list-queries.ts',
  'product-list-latency.ts',
  'product-list-open-loop.ts',
  'order-throughput.ts',
  'studio-order-table.ts',
  'gallery-processing.ts',
  'reliability.ts',
];
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench}`);
  if ((await run(process.execPath, [`bench/${bench}`])) !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
