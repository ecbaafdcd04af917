/**
 * A small in-memory cache for catalogue reads, which are many and change rarely. Entries live
 * a few seconds and are all dropped at once when this process changes the catalogue, or, on
 * PostgreSQL, when another process says it did (shared-cache-clears.ts); the lifetime bounds what
 * a lost word could cost.
 *
 * A read that started before a change must not be stored after it: clear() bumps a generation,
 * and a production stores its value only if the generation it started in is still current.
 */
/** How the server caches catalogue reads (start-server.ts); the benches use the same, to measure what runs. */
export const CATALOGUE_CACHE = { ttlMs: 5_000, maxEntries: 500 } as const;

export class ResponseCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #inFlight = new Map<string, Promise<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;
  #announce: (() => void) | undefined;

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.#ttlMs <= 0) return;
    // Maps keep insertion order, so the first key is the oldest.
    const oldest = this.#entries.keys().next();
    if (this.#entries.size >= this.#maxEntries && !oldest.done) this.#entries.delete(oldest.value);
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
  }

  /**
   * The catalogue as it stands now, for a value read outside getOrProduce: storeIfUnchanged keeps
   * it only if no clear came between this mark and the store.
   */
  version(): number {
    return this.#generation;
  }

  storeIfUnchanged(since: number, key: string, value: V): void {
    if (since === this.#generation) this.set(key, value);
  }

  /** The catalogue changed here: drop every entry, and tell the other processes (shareClears). */
  clear(): void {
    this.dropAll();
    this.#announce?.();
  }

  /** Drops every entry (another process changed the catalogue, or this one did). */
  dropAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    // Productions under way read the catalogue before the change: later misses must not join them.
    this.#inFlight.clear();
  }

  /** Called after each clear() of this process (server/catalogue/shared-cache-clears.ts). */
  announceClearsTo(announce: () => void): void {
    this.#announce = announce;
  }

  /**
   * The cached value, else the produced one. Concurrent misses for one key share a single
   * production, so an expired popular listing is queried once, not once per waiting request.
   */
  async getOrProduce(key: string, produce: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const production = produce()
      .then((value) => {
        if (generation === this.#generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.#inFlight.get(key) === production) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, production);
    return production;
  }
}
