import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/site/inline-script-hashes.ts';

function builtPage(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

describe('the Content-Security-Policy sources for the built page’s inline scripts', () => {
  it('allows each inline script by the SHA-256 of its exact text, and no script that has a src', () => {
    const dir = builtPage(
      '<html><head><script>addEventListener("submit", hold);</script>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>',
    );
    // echo -n 'addEventListener("submit", hold);' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(dir)).toEqual(["'sha256-ucfKWzgIiJupZxMvSJ9HdVm9he/vepHMhTIEGGokDV8='"]);
  });

  it('allows nothing when the page has no inline script, or there is no built page', () => {
    expect(inlineScriptHashes(builtPage('<html><head><script type="module" src="/a.js"></script></head></html>'))).toEqual([]);
    expect(inlineScriptHashes(mkdtempSync(path.join(tmpdir(), 'no-build-')))).toEqual([]);
  });
});
