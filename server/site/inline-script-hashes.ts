import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources ('sha256-…') that allow the built page's own inline scripts
 * and nothing else: index.html holds one that keeps a form sent before the app has started out
 * of the address bar. Without a build there is no page, and no script to allow.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
