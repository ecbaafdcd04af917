// The production build in dist/ (the browser's files and the server renderer in dist/.ssr), made
// again only when a source is newer than it. npm start, the browser benches and `npm test` share
// it, so one run of `npm test` builds the app once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.ts';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** The build's folder (DIST_DIR, or dist), built first when missing or older than its sources. */
export async function buildIfStale(): Promise<string> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  // Both halves of the build: the browser's files and the server renderer, the older of the two.
  const built = [path.join(distDir, 'index.html'), path.join(distDir, '.ssr', 'entry-server.js')];
  const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt < Math.max(...SOURCES.map(newestChange))) {
    console.log('Building the app first (npm run build)...');
    // A production build whoever asks: run from Vitest (NODE_ENV=test), Vite would build React's development bundles.
    const env = { ...process.env, NODE_ENV: 'production' };
    const code = await run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], env);
    if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
    const ssrCode = await run(
      'npx',
      ['vite', 'build', '--ssr', 'src/ui/entry-server.tsx', '--outDir', path.join(distDir, '.ssr'), '--emptyOutDir', '--logLevel', 'warn'],
      env,
    );
    if (ssrCode !== 0) throw new Error(`vite build --ssr failed with exit code ${ssrCode}`);
  }
  return distDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfStale();
