import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The two type-aware rules run in oxlint with the project's .oxlintrc.json (ESLint builds no
// program). The probes live in a folder of their own with its own tsconfig, outside the tree that
// the typecheck beside this run reads.
const ROOT = path.resolve(import.meta.dirname, '../..');
const OXLINT = path.join(ROOT, 'node_modules/.bin/oxlint');

describe('type-aware lint (oxlint with .oxlintrc.json)', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'oxlint-probe-'));
    await writeFile(path.join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2023', 'DOM'] } }));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** The rules that fired on a file of `code`, by name. */
  async function rulesFiredOn(code: string): Promise<string[]> {
    const file = path.join(folder, `probe-${Math.random().toString(36).slice(2)}.ts`);
    await writeFile(file, code);
    const args = [
      '--type-aware',
      '-c',
      path.join(ROOT, '.oxlintrc.json'),
      '--tsconfig',
      path.join(folder, 'tsconfig.json'),
      '-f',
      'json',
      file,
    ];
    const output = await promisify(execFile)(OXLINT, args, { cwd: folder }).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    const { diagnostics } = JSON.parse(output) as { diagnostics: { code: string }[] };
    return diagnostics.map((diagnostic) => diagnostic.code);
  }

  it('refuses a promise nobody awaits and an async handler where a void one is expected', async () => {
    expect(
      await rulesFiredOn(
        [
          'async function save(): Promise<number> { return 1; }',
          'export function press(): void { save(); }',
          'export function listen(target: EventTarget): void { target.addEventListener("click", async () => { await save(); }); }',
        ].join('\n'),
      ),
    ).toEqual(['typescript(no-floating-promises)', 'typescript(no-misused-promises)']);
  });

  it('lets an awaited promise and one marked as left on purpose pass', async () => {
    expect(
      await rulesFiredOn(
        [
          'async function save(): Promise<number> { return 1; }',
          'export async function press(): Promise<void> { await save(); void save(); }',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
