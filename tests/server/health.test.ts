import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';

// A tiny stand-in for the built SPA: index.html and one hashed asset.
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('server skeleton', () => {
  const app = createApp({ distDir: fakeDist(), version: '0.1.0' });

  it('answers GET /api/v1/health with JSON', async () => {
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'studio-shop', version: '0.1.0' });
  });

  it('answers unknown API paths with a 404 JSON error, never the app', async () => {
    const response = await app.request('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('serves index.html for any other path (history fallback), uncached', async () => {
    const response = await app.request('/shop/some-product');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a Content-Security-Policy', async () => {
    const response = await app.request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
