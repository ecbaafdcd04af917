// Fails when openapi.yaml changed without `npm run api:generate`: the committed client types must match the contract.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './run.ts';

const committed = 'src/api/schema.gen.ts';
const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
const fresh = path.join(dir, 'schema.gen.ts');
try {
  const code = await run('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh, '--silent']);
  if (code !== 0) process.exit(code);
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(`${committed} is stale: openapi.yaml changed. Run npm run api:generate and commit both.`);
    process.exit(1);
  }
  console.log(`${committed} matches openapi.yaml.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
