// npm start: build the SPA when it is missing or older than its sources, then serve it and /api/v1.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.ts';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtIndex = path.join(process.env.DIST_DIR ?? 'dist', 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log('Building the app first (npm run build)...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

process.exitCode = await run(process.execPath, ['server/main.ts']);
