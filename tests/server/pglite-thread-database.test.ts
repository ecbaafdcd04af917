import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openPgliteThreadDatabase } from '../../server/db/pglite-thread-database.ts';

// The running server's embedded database (DATA_DIR mode) lives on its own thread; these check it
// keeps the in-process database's behaviour, and that a long query leaves the server's thread free.
describe('PGlite on its own thread', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPgliteThreadDatabase();
    await db.exec('create table notes (id int primary key, body text not null, written timestamptz not null)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers rows with their types, parameters included', async () => {
    const written = new Date('2026-11-24T10:00:00Z');
    await db.query('insert into notes values ($1, $2, $3)', [1, 'first', written]);
    const rows = await db.query<{ id: number; body: string; written: Date }>('select * from notes where id = $1', [1]);
    expect(rows).toEqual([{ id: 1, body: 'first', written }]);
  });

  it('commits a transaction whose work resolves, and answers what the work returned', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'second', now())");
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes'))[0]?.n;
    });
    expect(answer).toBe(2);
    expect(await db.query('select id from notes where id = 2')).toEqual([{ id: 2 }]);
  });

  it('rolls back a transaction whose work throws, and rethrows that error', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'third', now())");
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await db.query('select id from notes where id = 3')).toEqual([]);
  });

  it("carries PostgreSQL's error code across, as repositories read it (23505: unique violation)", async () => {
    const duplicate = db.query("insert into notes values (1, 'again', now())");
    await expect(duplicate).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('notes_pkey') });
  });

  it('runs concurrent transactions one after another, so none sees another half done', async () => {
    await db.exec('create table counter (n int not null); insert into counter values (0)');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>('select n from counter');
          await tx.query('update counter set n = $1', [(row?.n ?? 0) + 1]);
        }),
      ),
    );
    expect(await db.query('select n from counter')).toEqual([{ n: 20 }]);
  });

  it("keeps the server's thread free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await db.query('select count(*) from generate_series(1, 2000000)');
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // In process, the query would hold this thread and no tick would run until it ended.
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
  });
});

// npm run dev runs the server under `node --watch`, whose threads report the modules they load
// to their parent first ('watch:import'): the database must still open there.
describe('PGlite on its own thread under node --watch', () => {
  it('opens and answers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'watch-open-'));
    const script = path.join(dir, 'open.mjs');
    const module = pathToFileURL(path.resolve('server/db/pglite-thread-database.ts')).href;
    writeFileSync(
      script,
      `const { openPgliteThreadDatabase } = await import(${JSON.stringify(module)});
       const db = await openPgliteThreadDatabase();
       console.log('answered', JSON.stringify(await db.query('select 41 + 1 as n')));
       await db.close();`,
    );
    const child = spawn(process.execPath, [`--watch-path=${script}`, script], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Watch mode waits for changes after the script: stopped however the test ends.
    onTestFinished(() => void child.kill());
    let output = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('answered')) resolve();
      });
      child.once('exit', () => resolve());
    });
    expect(output).toContain('answered [{"n":42}]');
  }, 60_000);
});
