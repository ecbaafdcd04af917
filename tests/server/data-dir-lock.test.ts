import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, holderIsAlive, lockDataDir, processStart, refuseIfDataDirInUse } from '../../server/db/data-dir-lock.ts';
import { openDatabase } from '../../server/db/open-database.ts';

// One process at a time on the embedded database's files: a second server on the same DATA_DIR
// would corrupt them (it did: "missing chunk number 0 for toast value").

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
const lockFile = (dir: string) => path.join(dir, 'server.lock');
const me = { pid: process.pid, started: processStart(process.pid) };

/** A process that holds the directory's lock until it is killed. */
async function holdingProcess(dir: string) {
  const script = `import('./server/db/data-dir-lock.ts').then(async ({ lockDataDir }) => { await lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve()));
  return child;
}

describe('holderIsAlive', () => {
  it('knows this process, and not a later one given the same id', () => {
    expect(holderIsAlive(me)).toBe(true);
    expect(holderIsAlive({ pid: process.pid, started: null })).toBe(true);
    expect(holderIsAlive({ pid: process.pid, started: 'an-earlier-process' })).toBe(false);
    expect(holderIsAlive({ pid: 2 ** 22 + 17, started: null })).toBe(false);
  });
});

describe('lockDataDir', () => {
  it('takes a free directory, names this process in its lock, and gives it up', async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} ${me.started ?? ''}\n`);
    await lock.release();
    await (await lockDataDir(dir)).release();
  });

  it('refuses while another live process holds it, and takes it once that process is killed', async () => {
    const dir = freshDir();
    const holder = await holdingProcess(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new DataDirInUse(
        `Another server (process ${holder.pid}) is using the data directory ${dir}: stop it first, or give this one another DATA_DIR. ` +
          `If no server is running, remove ${lockFile(dir)}.`,
      ),
    );
    await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toBeInstanceOf(DataDirInUse);
    const exited = once(holder, 'exit');
    holder.kill('SIGKILL');
    await exited;
    const lock = await lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} ${me.started ?? ''}\n`);
    await lock.release();
  });

  it('takes over a lock left by a process that is gone, or by this same id before a restart', async () => {
    for (const left of [`${2 ** 22 + 17} 123\n`, `${process.pid} \n`, `${process.pid} an-earlier-process\n`, 'not a process id\n']) {
      const dir = freshDir();
      writeFileSync(lockFile(dir), left);
      const lock = await lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} ${me.started ?? ''}\n`);
      await lock.release();
    }
  });

  it('gives way when another process took the stale lock over meanwhile', async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), `${2 ** 22 + 17} 123\n`);
    const other = { pid: 2 ** 22 + 99, started: 'other' };
    // The other process's lock appears between this one's reading the stale lock and moving it aside.
    let checks = 0;
    const isAlive = (holder: { pid: number }) => {
      checks += 1;
      if (checks === 1) writeFileSync(lockFile(dir), `${other.pid} ${other.started}\n`);
      return holder.pid === other.pid;
    };
    await expect(lockDataDir(dir, me, isAlive)).rejects.toBeInstanceOf(DataDirInUse);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${other.pid} ${other.started}\n`);
  });
});

describe('npm start beside a running server', () => {
  it('refuses before it builds: the build would replace the files the running server serves', async () => {
    const dir = freshDir();
    const distDir = freshDir();
    const holder = await holdingProcess(dir);
    try {
      const start = spawn(process.execPath, ['scripts/start.ts'], {
        env: { ...process.env, DATA_DIR: dir, DIST_DIR: distDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(start, 'exit')) as [number];
      expect(code).toBe(1);
      expect(output).toBe(
        `Cannot start: Another server (process ${holder.pid}) is using the data directory ${dir}: stop it first, or give this one another DATA_DIR. ` +
          `If no server is running, remove ${lockFile(dir)}.\n`,
      );
      expect(readdirSync(distDir)).toEqual([]);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('goes on when the lock was left by a process that is gone, or there is none', async () => {
    const dir = freshDir();
    await expect(refuseIfDataDirInUse(dir)).resolves.toBeUndefined();
    writeFileSync(lockFile(dir), `${2 ** 22 + 17} 123\n`);
    await expect(refuseIfDataDirInUse(dir)).resolves.toBeUndefined();
    writeFileSync(lockFile(dir), `${process.pid} ${me.started ?? ''}\n`);
    await expect(refuseIfDataDirInUse(dir, () => true)).resolves.toBeUndefined();
  });
});
