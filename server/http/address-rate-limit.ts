/**
 * A token bucket per client address, in memory: for cheap, frequent calls (a search) where a
 * database-backed throttle would cost more than what it protects. Each address may spend
 * `burst` calls at once and earns one back every `refillSeconds`. Only so many addresses are
 * remembered; the least recently seen one is forgotten first, so a flood of addresses cannot
 * grow it without bound.
 */
export interface RateLimitRule {
  readonly burst: number;
  readonly refillSeconds: number;
  readonly maxAddresses: number;
}

export class AddressRateLimit {
  readonly #rule: RateLimitRule;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(rule: RateLimitRule) {
    this.#rule = rule;
  }

  /** Spends one call for the address; 0 when it may go ahead, else the seconds until it may. */
  take(address: string, now: Date): number {
    const rule = this.#rule;
    const at = now.getTime();
    const known = this.#buckets.get(address);
    const earned = known ? (at - known.at) / (rule.refillSeconds * 1000) : rule.burst;
    const tokens = Math.min(rule.burst, (known?.tokens ?? 0) + Math.max(0, earned));
    // Re-inserted so that Map order is least recently seen first.
    this.#buckets.delete(address);
    if (tokens < 1) {
      this.#buckets.set(address, { tokens, at });
      return Math.ceil((1 - tokens) * rule.refillSeconds);
    }
    this.#buckets.set(address, { tokens: tokens - 1, at });
    if (this.#buckets.size > rule.maxAddresses) {
      const oldest = this.#buckets.keys().next();
      if (!oldest.done) this.#buckets.delete(oldest.value);
    }
    return 0;
  }
}
