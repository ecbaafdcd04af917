import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../platform/logger.ts';
import type { ResponseCache } from './response-cache.ts';

/** The PostgreSQL channel on which the server's processes say that they changed the catalogue. */
export const CATALOGUE_CHANGED = 'studio_catalogue_changed';

export interface SharedCacheClears {
  close(): Promise<void>;
}

/**
 * Several processes on one PostgreSQL (WORKERS, or several machines) each cache catalogue reads:
 * when one changes the catalogue, the others drop their cached reads at once instead of serving
 * them until they expire. Each clear() is said on a channel (NOTIFY) that every process listens to
 * on a connection of its own; a process ignores its own word. A lost connection is logged and
 * taken again; meanwhile the cache's short lifetime bounds what another process can miss.
 */
export async function shareCacheClears(cache: ResponseCache<string>, connectionString: string, log: Logger): Promise<SharedCacheClears> {
  const me = randomUUID();
  let closed = false;
  let client: pg.Client;

  const listen = async () => {
    client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANGED && message.payload !== me) cache.dropAll();
    });
    client.on('error', (error) => {
      if (closed) return;
      log.error('The catalogue change channel was lost; listening again', error);
      setTimeout(() => void listen().catch(() => {}), 1_000).unref();
    });
    await client.connect();
    await client.query(`listen ${CATALOGUE_CHANGED}`);
    // Whatever changed while this process was not listening is unknown: start afresh.
    cache.dropAll();
  };
  await listen();

  cache.announceClearsTo(() => {
    client.query('select pg_notify($1, $2)', [CATALOGUE_CHANGED, me]).catch((error: unknown) => {
      log.error('Could not tell the other processes that the catalogue changed', error);
    });
  });

  return {
    async close() {
      closed = true;
      await client.end();
    },
  };
}
