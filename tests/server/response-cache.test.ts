import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';

/** A production the test finishes when it wants, to interleave it with clear(). */
function deferred(value: string) {
  let finish: () => void = () => undefined;
  const promise = new Promise<string>((resolve) => {
    finish = () => resolve(value);
  });
  return { promise, finish };
}

const cache = () => new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 10 });

describe('ResponseCache', () => {
  it('shares one production among concurrent misses and keeps its value', async () => {
    const subject = cache();
    const read = deferred('stock 7');
    let produced = 0;
    const produce = () => {
      produced += 1;
      return read.promise;
    };
    const answers = Promise.all([subject.getOrProduce('/products', produce), subject.getOrProduce('/products', produce)]);
    read.finish();
    expect(await answers).toEqual(['stock 7', 'stock 7']);
    expect(produced).toBe(1);
    expect(subject.get('/products')).toBe('stock 7');
  });

  it('never stores a value read before clear(), so a stock change is not hidden by it', async () => {
    const subject = cache();
    const before = deferred('stock 7');
    const stale = subject.getOrProduce('/products', () => before.promise);
    subject.clear(); // the stock changed while that read was under way
    before.finish();
    expect(await stale).toBe('stock 7');
    expect(subject.get('/products')).toBeUndefined();
    expect(await subject.getOrProduce('/products', async () => 'stock 5')).toBe('stock 5');
    expect(subject.get('/products')).toBe('stock 5');
  });

  it('does not hand a miss after clear() the production started before it', async () => {
    const subject = cache();
    const before = deferred('stock 7');
    const stale = subject.getOrProduce('/products', () => before.promise);
    subject.clear();
    const after = deferred('stock 5');
    const fresh = subject.getOrProduce('/products', () => after.promise);
    before.finish();
    expect(await stale).toBe('stock 7');
    // The older production finishing first leaves the fresh one in flight: a third miss joins it.
    const joining = subject.getOrProduce('/products', async () => 'produced again');
    after.finish();
    expect(await fresh).toBe('stock 5');
    expect(await joining).toBe('stock 5');
    expect(subject.get('/products')).toBe('stock 5');
  });

  it('stores a value read outside a production only if no clear() came since its mark', () => {
    const subject = cache();
    const before = subject.version();
    subject.clear(); // the catalogue changed while the count was read
    subject.storeIfUnchanged(before, 'total:cameras', '12');
    expect(subject.get('total:cameras')).toBeUndefined();
    const after = subject.version();
    subject.storeIfUnchanged(after, 'total:cameras', '11');
    expect(subject.get('total:cameras')).toBe('11');
  });

  it('lets values expire after their time to live', async () => {
    let now = 1_000;
    const subject = new ResponseCache<string>({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    await subject.getOrProduce('/products', async () => 'stock 7');
    now += 4_999;
    expect(subject.get('/products')).toBe('stock 7');
    now += 1;
    expect(subject.get('/products')).toBeUndefined();
  });
});
