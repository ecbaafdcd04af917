import { setTimeout as sleep } from 'node:timers/promises';

/** Waits without holding a thread or the database: a held-back login waits here. */
export async function pause(milliseconds: number): Promise<void> {
  await sleep(milliseconds);
}
