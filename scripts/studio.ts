// npm run studio -- orders | order OJ-2026-000123 shipped --note "...": the studio operator's command.
// It talks to the running server (STUDIO_URL, else http://localhost:$PORT) with the key the server
// wrote to $DATA_DIR/studio-operator.key, which only the user running the server can read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_KEY_FILE } from '../server/studio/studio-key.ts';
import { runStudioCommand } from '../server/studio/studio-command.ts';

const keyFile = path.join(path.resolve(process.env.DATA_DIR ?? 'data'), STUDIO_KEY_FILE);
let key: string;
try {
  key = readFileSync(keyFile, 'utf8').trim();
} catch {
  console.error(`Cannot read ${keyFile}: start the server first (npm start), as the user it runs as.`);
  process.exit(1);
}
const baseUrl = (process.env.STUDIO_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
try {
  const result = await runStudioCommand(process.argv.slice(2), { baseUrl, key, fetch });
  (result.ok ? console.log : console.error)(result.output);
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(`Cannot reach the shop at ${baseUrl}: ${(error as Error).message}`);
  process.exitCode = 1;
}
