// npm start: build the app (the SPA and its server renderer) when it is missing or older than its sources, then serve it and /api/v1.
import { buildIfStale } from './build-if-stale.ts';
import { run } from './run.ts';

await buildIfStale();
process.exitCode = await run(process.execPath, ['server/main.ts']);
