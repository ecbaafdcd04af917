import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { Hono } from 'hono';
import { acceptsGzip, gzipOf, matchesEntityTag, sendKeptBody } from '../../server/http/kept-body.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Kept answers (cached listings and pages) are gzipped once, not on every request.

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['GZIP', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('matchesEntityTag', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    [' "other", W/"abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['W/"other"', false],
    ['', false],
  ])('If-None-Match %j against "abc": %s', (header, expected) => {
    expect(matchesEntityTag(header, '"abc"')).toBe(expected);
  });

  it('is false without the header, and weak on both sides', () => {
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
    expect(matchesEntityTag('"abc"', 'W/"abc"')).toBe(true);
  });
});

describe('gzipOf', () => {
  it('makes a body gzip once and gives back the same bytes after', () => {
    const body = JSON.stringify({ products: Array.from({ length: 50 }, (_, index) => ({ index, title: 'Softbox' })) });
    const first = gzipOf(body);
    expect(gunzipSync(first).toString()).toBe(body);
    expect(gzipOf(body)).toBe(first);
    expect(gzipOf(`${body} `)).not.toBe(first);
  });

  it('keeps at most 16 MB of texts and gzips, dropping the oldest first', () => {
    const oldest = `oldest ${'a'.repeat(1_000_000)}`;
    const kept = gzipOf(oldest);
    // 20 bodies of 1 MB push the total past the budget.
    const newer = Array.from({ length: 20 }, (_, index) => `${index} ${'b'.repeat(1_000_000)}`);
    const newerZipped = newer.map(gzipOf);
    expect(gzipOf(newer[19] ?? '')).toBe(newerZipped[19]);
    expect(gzipOf(oldest)).not.toBe(kept);
    expect(gunzipSync(gzipOf(oldest)).toString()).toBe(oldest);
  });
});

describe('sendKeptBody', () => {
  const app = new Hono();
  app.get('/short', (c) => sendKeptBody(c, 'x'.repeat(1023), { status: 200, contentType: 'text/plain', entityTag: '"v0"' }));
  app.get('/long', (c) => sendKeptBody(c, 'x'.repeat(1024), { status: 404, contentType: 'text/plain', entityTag: '"v1"' }));
  const gzip = { headers: { 'accept-encoding': 'gzip' } };

  it('sends a body under 1 KB as it is, its ETag strong', async () => {
    const response = await app.request('/short', gzip);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('etag')).toBe('"v0"');
    expect(await response.text()).toHaveLength(1023);
  });

  it('gzips a body of 1 KB, keeps its status, and makes its strong ETag weak', async () => {
    const response = await app.request('/long', gzip);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('W/"v1"');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toHaveLength(1024);
  });

  it('keeps the strong ETag on the plain copy', async () => {
    const response = await app.request('/long');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});

describe('a cached listing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ catalogueCache: new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 50 }) });
  });
  afterAll(async () => server.close());

  const listing = (headers: Record<string, string> = {}) => server.app.request('/api/v1/product/list?limit=12', { headers });

  it('is sent gzipped to a browser that takes gzip, the same content as the plain answer', async () => {
    const plain = await listing();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await listing({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  it('is sent plain to a client that refuses gzip', async () => {
    const response = await listing({ 'accept-encoding': 'gzip;q=0, br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).success).toBe(true);
  });
});
