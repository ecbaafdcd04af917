import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeMailFile } from '../../server/mail/mail-files.ts';

describe('a mail file in the outbox folder', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is never seen half written by a reader that lists *.json', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
    folders.push(folder);
    const mail = {
      id: 'm1',
      createdAt: '2026-11-27T10:00:00.000Z',
      to: 'ada@example.ng',
      subject: 'A long mail',
      text: 'x'.repeat(16_000_000),
    };
    let written = false;
    const writing = writeMailFile(folder, mail).then(() => {
      written = true;
    });
    // Between each turn of the write (Node writes a long file in chunks), the folder is read as
    // the outbox's readers do: each *.json found must be the whole mail.
    const seen = new Set<string>();
    while (!written) {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
        const body = readFileSync(path.join(folder, name), 'utf8');
        seen.add(body.length === 0 ? 'empty' : body.length < 16_000_000 ? 'partial' : 'whole');
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect([...seen].filter((state) => state !== 'whole')).toEqual([]);
    expect((JSON.parse(readFileSync(path.join(folder, '2026-11-27T10-00-00-000Z_m1.json'), 'utf8')) as { text: string }).text).toHaveLength(
      16_000_000,
    );
    expect(readdirSync(folder)).toEqual(['2026-11-27T10-00-00-000Z_m1.json']);
  });
});
