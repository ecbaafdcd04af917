import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house pattern (src/README.md): the browser's APIs live in src/infrastructure, reached only
// from *.live.ts and *.requests.ts; the gallery's machines and views stay free of the DOM.
const DIR = 'src/machines/gallery';
const BROWSER = /\b(document|window|navigator)\.|URL\.createObjectURL/;

describe('the gallery machines', () => {
  it('touch no browser API: saving a download is the infrastructure’s (save-file.ts)', () => {
    const touching = readdirSync(DIR)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => BROWSER.test(readFileSync(join(DIR, name), 'utf8')));
    expect(touching).toEqual([]);
  });
});
