import { readFileSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// The embedded database is files that one process may open at a time: a second server started
// on the same DATA_DIR (a second terminal, a service restarted while the old process drains)
// would write the same files and corrupt them. Each process that opens them holds a lock file
// naming its process id; another process refuses to start while that process lives.

const LOCK_FILE = 'server.lock';

/** Thrown when another live process holds the data directory. */
export class DataDirInUse extends Error {
  override readonly name = 'DataDirInUse';
}

export interface DataDirLock {
  /** Gives the directory up (the database is closed). */
  release(): Promise<void>;
}

/** A process as the lock names it: its id, and when it started where the system says (Linux), since ids are reused. */
export interface LockHolder {
  readonly pid: number;
  readonly started: string | null;
}

/** When a process started, in the system's clock ticks since boot (/proc/<pid>/stat); null where that cannot be read. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in brackets may hold spaces; the start time is the 20th field after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the process the lock names still runs: its id answers (signal 0 sends nothing; EPERM is
 * a process of another user) and, where start times are known, it is the same process, not a
 * later one given the same id (a container restarted after a crash numbers its processes alike).
 */
export function holderIsAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

async function holderOf(lockPath: string): Promise<LockHolder | null> {
  const [pidText, started] = ((await readFile(lockPath, 'utf8').catch(() => '')) || '').trim().split(' ');
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 ? { pid, started: started || null } : null;
}

const refusal = (dir: string, lockPath: string, holder: LockHolder) =>
  new DataDirInUse(
    `Another server (process ${holder.pid}) is using the data directory ${dir}: stop it first, or give this one another DATA_DIR. ` +
      `If no server is running, remove ${lockPath}.`,
  );

/**
 * Refuses with DataDirInUse while another live process holds the data directory, without taking
 * it: for what must not run beside that server (npm start's build, which replaces the files it serves).
 */
export async function refuseIfDataDirInUse(dir: string, isAlive: (holder: LockHolder) => boolean = holderIsAlive): Promise<void> {
  const lockPath = path.join(dir, LOCK_FILE);
  const holder = await holderOf(lockPath);
  if (holder !== null && holder.pid !== process.pid && isAlive(holder)) throw refusal(dir, lockPath, holder);
}

/**
 * Takes the data directory for this process, or refuses with DataDirInUse while another live
 * process holds it. A lock left by a process that died (a crash, a power cut) is taken over.
 */
export async function lockDataDir(
  dir: string,
  me: LockHolder = { pid: process.pid, started: processStart(process.pid) },
  isAlive: (holder: LockHolder) => boolean = holderIsAlive,
): Promise<DataDirLock> {
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx');
      await file.writeFile(`${me.pid} ${me.started ?? ''}\n`);
      await file.close();
      return { release: () => rm(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lockPath);
    if (holder !== null && holder.pid !== me.pid && isAlive(holder)) throw refusal(dir, lockPath, holder);
    // Left by a process that is gone: moved aside, then taken again. Should another process have
    // taken it over in between, the file moved is that one's: it goes back, and this one gives way.
    const aside = `${lockPath}.stale-${me.pid}`;
    const moved = await rename(lockPath, aside).then(
      () => true,
      () => false,
    );
    if (!moved) continue;
    const movedHolder = await holderOf(aside);
    if (movedHolder !== null && movedHolder.pid !== me.pid && movedHolder.pid !== holder?.pid && isAlive(movedHolder)) {
      await rename(aside, lockPath).catch(() => {});
      throw refusal(dir, lockPath, movedHolder);
    }
    await rm(aside, { force: true });
  }
  throw new DataDirInUse(`Could not take the data directory ${dir}: another process keeps taking it.`);
}
