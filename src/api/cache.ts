import { clientSettings, type ApiClient } from './client.ts';

/**
 * A small time-to-live cache for one kind of read, per client. Only successes are kept. It never
 * refetches by itself (no refetch on focus); a stale entry is simply fetched again on the next read.
 * Time comes from Date.now(), so tests move it with fake timers.
 */
export interface CacheSlot<V> {
  /** The fresh value for key, else the result of fetch (kept when it succeeds; a rejection is passed on). */
  readonly through: (client: ApiClient, key: string, fetch: () => Promise<V>) => Promise<V>;
  /** Forgets one key, or every key of this slot when key is left out. */
  readonly invalidate: (client: ApiClient, key?: string) => void;
}

/**
 * `public` data is the same for everyone; `user` data belongs to whoever holds the token, so an
 * entry is only served while the token it was fetched with is still the current one.
 */
export type CacheScope = 'public' | 'user';

interface Entry<V> {
  readonly value: V;
  readonly expiresAt: number;
  readonly owner: string | null;
}

export function cacheSlot<V>(freshMs: number, scope: CacheScope): CacheSlot<V> {
  const entriesByClient = new WeakMap<ApiClient, Map<string, Entry<V>>>();
  const entriesOf = (client: ApiClient): Map<string, Entry<V>> => {
    const existing = entriesByClient.get(client);
    if (existing) return existing;
    const created = new Map<string, Entry<V>>();
    entriesByClient.set(client, created);
    return created;
  };
  const ownerOf = (client: ApiClient): string | null => (scope === 'user' ? clientSettings(client).getToken() : null);

  return {
    through: async (client, key, fetch) => {
      // The server renderer reads afresh for every page: the server's own caches know when data changes.
      if (import.meta.env.SERVER_RENDER === true) return fetch();
      const entries = entriesOf(client);
      const owner = ownerOf(client);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now() && hit.owner === owner) return hit.value;
      const value = await fetch();
      entries.set(key, { value, expiresAt: Date.now() + freshMs, owner });
      return value;
    },
    invalidate: (client, key) => {
      const entries = entriesOf(client);
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}

/** A stable key for a parameter object, whatever the order its properties were written in. */
export function keyOf(params: object | undefined): string {
  if (params === undefined) return '';
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Runs forget once a change has succeeded (a change makes some cached reads out of date), passing
 * its answer on: `send(...).then(forgetting(() => ...))`. A failed change forgets nothing.
 */
export function forgetting(forget: () => void) {
  return <A>(answer: A): A => {
    forget();
    return answer;
  };
}
