// npm run bench: runs every benchmark under bench/ in turn; each prints its own table of figures.
import { readdirSync } from 'node:fs';
import { run } from './run.ts';

const benches = readdirSync('bench').filter((name) => name.endsWith('.ts')).sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench}`);
  if ((await run(process.execPath, [`bench/${bench}`])) !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
