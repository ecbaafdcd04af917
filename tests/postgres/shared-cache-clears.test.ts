import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { shareCacheClears, type SharedCacheClears } from '../../server/catalogue/shared-cache-clears.ts';
import { silentLogger } from '../../server/platform/logger.ts';

// The PostgreSQL pass sets it (vitest.config.ts includes this folder only there).
const url = process.env.TEST_DATABASE_URL ?? '';

describe('catalogue cache clears shared between processes on one PostgreSQL', () => {
  const opened: SharedCacheClears[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((shared) => shared.close()));
  });

  /** A process's cache, listening as the server's does. */
  async function processCache(): Promise<ResponseCache<string>> {
    const cache = new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    opened.push(await shareCacheClears(cache, url, silentLogger));
    return cache;
  }

  it('a change in one process drops the cached reads of every other', async () => {
    const [changing, other, third] = [await processCache(), await processCache(), await processCache()];
    for (const cache of [changing, other, third]) cache.set('page /shop', 'before');
    changing.clear();
    expect(changing.get('page /shop')).toBeUndefined();
    await expect.poll(() => other.get('page /shop')).toBeUndefined();
    await expect.poll(() => third.get('page /shop')).toBeUndefined();
  });

  it('a read that began before another process changed the catalogue is not kept after it', async () => {
    const [changing, reading] = [await processCache(), await processCache()];
    let finishRead: (value: string) => void = () => {};
    const read = reading.getOrProduce('page /shop', () => new Promise<string>((resolve) => (finishRead = resolve)));
    changing.clear();
    // Once the word has arrived, the other process has dropped everything (a sentinel shows when).
    reading.set('sentinel', 'x');
    changing.clear();
    await expect.poll(() => reading.get('sentinel')).toBeUndefined();
    finishRead('stale');
    expect(await read).toBe('stale');
    expect(reading.get('page /shop')).toBeUndefined();
  });

  it('a closed process hears no more', async () => {
    const [changing, closing] = [await processCache(), await processCache()];
    await opened.splice(1, 1)[0]?.close();
    closing.set('page /', 'kept');
    const listening = await processCache();
    listening.set('sentinel', 'x');
    changing.clear();
    await expect.poll(() => listening.get('sentinel')).toBeUndefined();
    expect(closing.get('page /')).toBe('kept');
  });
});
