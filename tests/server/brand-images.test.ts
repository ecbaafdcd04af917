import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../server/static-site.ts';
import { SITE } from '../../src/ui/site.ts';

// The favicon is a png at the site root, the default social image a
// logo png. public/ is what Vite copies to the root of the built site.
const publicDir = path.resolve('public');

describe('the favicon, app icons and social image', () => {
  it.each([
    ['favicon.png', 32, 32],
    ['favicon-48.png', 48, 48],
    ['apple-touch-icon.png', 180, 180],
    ['icon-192.png', 192, 192],
    ['icon-512.png', 512, 512],
    ['logo.png', 1200, 630],
  ])('public/%s is a real %ix%i PNG', async (name, width, height) => {
    const metadata = await sharp(readFileSync(path.join(publicDir, name))).metadata();
    expect(metadata).toMatchObject({ format: 'png', width, height });
  });

  it('public/favicon.ico holds the 32 and 48 px favicons, as PNGs in an icon file', () => {
    const ico = readFileSync(path.join(publicDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const images = [0, 1].map((index) => {
      const entry = 6 + 16 * index;
      const [size, length, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      return { size, height: ico.readUInt8(entry + 1), png: ico.subarray(offset, offset + length) };
    });
    expect(images.map(({ size, height }) => [size, height])).toEqual([
      [32, 32],
      [48, 48],
    ]);
    expect(images[0]?.png).toEqual(readFileSync(path.join(publicDir, 'favicon.png')));
    expect(images[1]?.png).toEqual(readFileSync(path.join(publicDir, 'favicon-48.png')));
  });

  it('the default social image of every page is the logo png', () => {
    expect(SITE.socialImage).toBe('/logo.png');
  });

  it('index.html links the favicon and the touch icon', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />');
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png" />');
  });
});

describe('the server serves them from the site root', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'brand-dist-'));
    cpSync(publicDir, distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it.each(['/favicon.png', '/logo.png', '/apple-touch-icon.png'])('%s as image/png, cached for 30 days', async (url) => {
    const response = await staticSite(distDir).request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(path.join(publicDir, url.slice(1))));
  });

  it('/favicon.ico, which crawlers and pages without icon links ask for, as image/x-icon, cached for 30 days', async () => {
    const response = await staticSite(distDir).request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000, stale-while-revalidate=86400');
  });

  it('the app page itself is revalidated on every visit', async () => {
    const response = await staticSite(distDir).request('/shop');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
