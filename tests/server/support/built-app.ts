import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../../scripts/run.ts';

/**
 * The app built as `npm run build` builds it (the browser's files and the server renderer in
 * .ssr), into a folder of its own; resolves with that folder.
 */
export async function buildAppWithRenderer(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ssr-dist-'));
  const browser = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  if (browser !== 0) throw new Error(`vite build failed with exit code ${browser}`);
  const server = await run('npx', [
    'vite',
    'build',
    '--ssr',
    'src/ui/entry-server.tsx',
    '--outDir',
    path.join(outDir, '.ssr'),
    '--logLevel',
    'error',
  ]);
  if (server !== 0) throw new Error(`vite build --ssr failed with exit code ${server}`);
  return outDir;
}
