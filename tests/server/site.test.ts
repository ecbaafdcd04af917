import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES, sitemapXml, type SitemapSource } from '../../server/site/sitemap.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The test server's PUBLIC_URL (tests/server/support/test-server.ts).
const ORIGIN = 'http://shop.test';

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('robots.txt and sitemap.xml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers /robots.txt as plain text that allows the site, keeps crawlers off the API and the purchase, and names the sitemap', async () => {
    const response = await server.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /payment');
    for (const page of ['/orders', '/profile', '/studio']) expect(lines).toContain(`Disallow: ${page}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /account'))).toEqual([]);
    expect(lines).not.toContain('Disallow: /shop');
    expect(lines).not.toContain('Disallow: /login');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers /sitemap.xml with every fixed page, every product, post and gallery image on the public origin', async () => {
    const response = await server.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const urls = locations(xml);

    const [products] = await server.db.query<{ count: number }>('select count(*)::int as count from products');
    const [posts] = await server.db.query<{ count: number }>('select count(*)::int as count from blog_posts');
    const [images] = await server.db.query<{ count: number }>('select count(*)::int as count from gallery_images');
    expect(urls.filter((url) => url.startsWith(`${ORIGIN}/shop/`))).toHaveLength(products?.count ?? -1);
    expect(urls.filter((url) => url.startsWith(`${ORIGIN}/lifestyle/`))).toHaveLength(posts?.count ?? -1);
    expect(urls.filter((url) => url.startsWith(`${ORIGIN}/image/`))).toHaveLength(images?.count ?? -1);
    expect(products?.count).toBeGreaterThan(0);
    for (const page of SITE_PAGES) expect(urls).toContain(ORIGIN + page);
    expect(urls).toContain(`${ORIGIN}/shop/canon-eos-r6-mark-ii`);
    expect(urls).toContain(`${ORIGIN}/lifestyle/golden-hour-portraits-in-ibadan`);
    expect(urls).toContain(`${ORIGIN}/image/productshowcase/showcase-canon-r6`);
    expect(urls).toContain(`${ORIGIN}/image/human-stories/golden-hour-bodija`);
    expect(urls).not.toContain(`${ORIGIN}/checkout`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('dates each product by the day it was added', async () => {
    const xml = await (await server.app.request('/sitemap.xml')).text();
    const [product] = await server.db.query<{ created_at: Date }>("select created_at from products where id = 'canon-eos-r6-mark-ii'");
    const day = product?.created_at.toISOString().slice(0, 10);
    expect(xml).toContain(`<url><loc>${ORIGIN}/shop/canon-eos-r6-mark-ii</loc><lastmod>${day}</lastmod></url>`);
  });

  it('escapes addresses for XML and takes entries from every source it is given', async () => {
    const sources: SitemapSource[] = [
      async () => [{ path: '/a?x=1&y=<2>' }],
      async () => [{ path: '/b', lastModified: new Date('2026-11-05T23:00:00.000Z') }],
    ];
    const xml = await sitemapXml(server.db, 'https://studio.example', server.now, sources);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://studio.example/a?x=1&amp;y=&lt;2&gt;</loc></url>',
        '  <url><loc>https://studio.example/b</loc><lastmod>2026-11-05</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
