import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('server platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers GET /api/v1/health with JSON', async () => {
    const response = await server.api('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', service: 'studio-shop', version: '0.1.0' });
  });

  it('answers unknown API paths with a 404 JSON error, never the app', async () => {
    const response = await server.app.request('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('answers a known path with an unknown method with a 404 JSON error', async () => {
    const response = await server.app.request('/api/v1/product/list', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('serves index.html for any other path (history fallback), uncached', async () => {
    const response = await server.app.request('/shop/some-product');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await server.app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a Content-Security-Policy and the other security headers', async () => {
    const response = await server.app.request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('compresses JSON answers for clients that accept gzip', async () => {
    const response = await server.app.request('/api/v1/product/list?limit=12', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
