// The server suite again, on a real PostgreSQL, when TEST_POSTGRES_URL names one (.ci/run starts one).
// The suite itself reads TEST_DATABASE_URL; it is set only for this run so the main run stays on PGlite.
import { run } from './run.ts';

const url = process.env.TEST_POSTGRES_URL;
if (!url) {
  console.log('TEST_POSTGRES_URL is not set: the server suite ran on PGlite only.');
  process.exit(0);
}
console.log('Running the server suite on PostgreSQL too.');
process.exitCode = await run('npx', ['vitest', 'run', '--project', 'node', 'tests/server'], { ...process.env, TEST_DATABASE_URL: url });
