// npm start: build the app (the SPA and its server renderer) when it is missing or older than its sources, then serve it and /api/v1.
import { dataDirOf } from '../server/config.ts';
import { DataDirInUse, refuseIfDataDirInUse } from '../server/db/data-dir-lock.ts';
import { buildIfStale } from './build-if-stale.ts';
import { run } from './run.ts';

// A server already running on this data directory is said before the build, not after it: the
// build replaces dist/, whose files that server is serving (its pages would lose their scripts),
// and this one would be refused anyway.
await refuseIfDataDirInUse(dataDirOf(process.env)).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});
await buildIfStale();
process.exitCode = await run(process.execPath, ['server/main.ts']);
