import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { SEARCH_LIMITS, TOO_MANY_SEARCHES } from '../../server/routes/catalogue.ts';
import { uniqueAddress } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A cache that lives for the whole file, so that what is answered from it can be told apart.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ catalogueCache: new ResponseCache<string>({ ttlMs: 3_600_000, maxEntries: 500 }) });
});
afterAll(async () => server.close());

const titleOf = async (query: Record<string, string>) =>
  (await server.api('GET', '/product/list', { query: { inStock: 'false', limit: 1, sortBy: 'newest', ...query } })).body.products[0]
    .title as string;

describe('the listing cache', () => {
  it('answers unknown parameters and other spellings of the same query from one entry', async () => {
    const first = await titleOf({});
    const [row] = await server.db.query<{ id: string }>('select id from products where title = $1', [first]);
    // Changed behind the cache's back: only a request that misses the cache sees the new title.
    await server.db.query("update products set title = 'Changed behind the cache' where id = $1", [row?.id]);
    expect(await titleOf({ zzz: '1' })).toBe(first);
    expect(await titleOf({ zzz: '2', cachebuster: String(Date.now()) })).toBe(first);
    expect(await titleOf({ limit: '01' })).toBe(first);
    // A query the cache has not seen does reach the database.
    expect(await titleOf({ page: '1' })).toBe('Changed behind the cache');
    await server.db.query('update products set title = $2 where id = $1', [row?.id, first]);
  });
});

describe('fuzzy searches', () => {
  it('are throttled per client address once the burst is spent, and earn a search back every 2 s', async () => {
    const address = uniqueAddress();
    const search = (text: string, remoteAddress = address) =>
      server.api('GET', '/product/list', { query: { search: text, limit: 5 }, remoteAddress });
    expect(SEARCH_LIMITS.perAddress).toEqual({ burst: 10, refillSeconds: 2, maxAddresses: 10_000 });
    for (let n = 0; n < SEARCH_LIMITS.perAddress.burst; n += 1) expect((await search(`lens${n}`)).status).toBe(200);
    const refused = await search('lens-refused');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_SEARCHES });
    expect(refused.headers.get('retry-after')).toBe('2');
    // Another shopper searches on; a search already answered comes from the cache, unthrottled.
    expect((await search('lens-other', uniqueAddress())).status).toBe(200);
    expect((await search('lens0')).status).toBe(200);
    // A listing without a search is never throttled.
    expect((await server.api('GET', '/product/list', { query: { limit: 5 }, remoteAddress: address })).status).toBe(200);

    server.now = new Date(server.now.getTime() + 1_999);
    expect((await search('lens-early')).status).toBe(429);
    server.now = new Date(server.now.getTime() + 2_000);
    expect((await search('lens-later')).status).toBe(200);
    expect((await search('lens-again')).status).toBe(429);
  });

  it('run two at a time from all clients together; the rest are refused at once with Retry-After 1', async () => {
    expect(SEARCH_LIMITS.atOnce).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        server.api('GET', '/product/list', { query: { search: `tripod${n}` }, remoteAddress: uniqueAddress() }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.body).toEqual({ success: false, message: TOO_MANY_SEARCHES });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // Once they are done, searching works again.
    expect((await server.api('GET', '/product/list', { query: { search: 'tripod-after' }, remoteAddress: uniqueAddress() })).status).toBe(
      200,
    );
  });
});
