// First-load JavaScript and CSS per route, gzip: the entry chunk plus the route's lazy chunk and
// everything they import statically. Exits 1 when a route is over the budget, or when
// src/ui/router.tsx loads a page this table does not measure; `npm test` runs it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../scripts/run.ts';
import { ROUTES, unmeasuredPages } from './routes.ts';

const ENTRY = 'index.html';
const BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(dir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  return bytes / 1024;
}

const unmeasured = unmeasuredPages(readFileSync('src/ui/router.tsx', 'utf8'));
if (unmeasured.length > 0) {
  console.error(`bench/bundle-size.ts: add these pages of src/ui/router.tsx to ROUTES in bench/routes.ts: ${unmeasured.join(', ')}`);
  process.exit(1);
}

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
try {
  const code = await run('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  if (code !== 0) process.exit(code);
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const rows = ROUTES.map(({ path: route, module }) => {
    const chunks = [...staticClosure(manifest, [ENTRY, module])].map((key) => manifest[key]).filter((c): c is ManifestChunk => Boolean(c));
    const js = gzipKb(outDir, new Set(chunks.map((c) => c.file)));
    const css = gzipKb(outDir, new Set(chunks.flatMap((c) => c.css ?? [])));
    return { route, 'JS gzip KB': js.toFixed(1), 'CSS gzip KB': css.toFixed(1), [`JS ≤ ${BUDGET_KB} KB`]: js <= BUDGET_KB ? 'yes' : 'NO' };
  });
  console.log('\nFirst-load size per route (gzip, level 9)');
  console.table(rows);
  const over = rows.filter((row) => row[`JS ≤ ${BUDGET_KB} KB`] === 'NO').map((row) => row.route);
  if (over.length > 0) {
    console.error(`Over the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
