import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeImage, routePreloads, withPreloads, type Manifest } from '../../server/site/route-preload.ts';
import { HERO_SLIDES } from '../../src/ui/home/home-content.ts';
import { readBookingForms } from '../../server/site/booking-forms.ts';
import { staticSite } from '../../server/static-site.ts';

// A build as Vite describes it: the entry, the shop route with its lazy request module (which
// imports the API client) and a lazy filter drawer, and the login route.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react.js'],
    dynamicImports: [
      'src/ui/home/HomeRoute.tsx',
      'src/ui/shop/ShopRoute.tsx',
      'src/ui/auth/LoginRoute.tsx',
      'src/machines/session.requests.ts',
    ],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/machines/session.requests.ts': { file: 'assets/session.requests-1.js', imports: ['_api-client.js'] },
  'src/ui/shop/ShopRoute.tsx': {
    file: 'assets/ShopRoute-1.js',
    imports: ['index.html', '_react.js', '_ProductCard.js'],
    dynamicImports: ['src/machines/shop/shop.requests.ts', 'src/ui/shop/FilterDrawer.tsx'],
  },
  '_ProductCard.js': { file: 'assets/ProductCard-1.js' },
  'src/ui/home/HomeRoute.tsx': {
    file: 'assets/HomeRoute-1.js',
    imports: ['index.html', '_ProductCard.js'],
    dynamicImports: ['src/machines/home/home.requests.ts', 'src/machines/shared/add-to-cart.requests.ts'],
  },
  'src/machines/shared/add-to-cart.requests.ts': { file: 'assets/add-to-cart.requests-1.js', imports: ['_api-client.js', '_cart.js'] },
  '_cart.js': { file: 'assets/cart-1.js' },
  'src/machines/home/home.requests.ts': { file: 'assets/home.requests-1.js', imports: ['_api-client.js'] },
  'src/machines/shop/shop.requests.ts': { file: 'assets/shop.requests-1.js', imports: ['_api-client.js'] },
  '_api-client.js': { file: 'assets/api-client-1.js' },
  'src/ui/shop/FilterDrawer.tsx': { file: 'assets/FilterDrawer-1.js', imports: ['index.html'] },
  'src/ui/auth/LoginRoute.tsx': {
    file: 'assets/LoginRoute-1.js',
    imports: ['index.html'],
    dynamicImports: ['src/machines/auth/auth.requests.ts'],
  },
  'src/machines/auth/auth.requests.ts': { file: 'assets/auth.requests-1.js', imports: ['_api-client.js'] },
};

function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head>\n  </head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

describe('modulepreload hints for landing pages', () => {
  it('hints the shop route, its own chunks and its data modules with the API client, not its lazy UI nor the entry', () => {
    expect(routePreloads(MANIFEST, '/shop')).toEqual([
      '/assets/ShopRoute-1.js',
      '/assets/ProductCard-1.js',
      '/assets/shop.requests-1.js',
      '/assets/api-client-1.js',
    ]);
  });

  it('leaves out the requests of shared machines, which are sent when the shopper acts (add to cart)', () => {
    expect(routePreloads(MANIFEST, '/')).toEqual([
      '/assets/HomeRoute-1.js',
      '/assets/ProductCard-1.js',
      '/assets/home.requests-1.js',
      '/assets/api-client-1.js',
    ]);
  });

  it('leaves out the data modules where the page came rendered with its data: the browser sends no first request then', () => {
    expect(routePreloads(MANIFEST, '/shop', true)).toEqual(['/assets/ShopRoute-1.js', '/assets/ProductCard-1.js']);
  });

  it('gives no hints for pages that are not landing pages, or that load no data first', () => {
    expect(routePreloads(MANIFEST, '/login')).toEqual([]);
    expect(routePreloads(MANIFEST, '/checkout')).toEqual([]);
  });

  it('puts one link per file at the end of the head, and leaves the page alone without files', () => {
    const html = '<html><head>\n  </head><body></body></html>';
    expect(withPreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head>\n      <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });

  it('serves /shop with the hints, uncached, and keeps the build manifest private', async () => {
    const site = staticSite(builtSite());
    const response = await site.request('/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/api-client-1.js">');
    expect(html).not.toContain('FilterDrawer');
    const manifest = await site.request('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).toBe('Not found');
  });

  it('hints the first hero slide of the home page, the image shoppers see first', () => {
    expect(routeImage('/')).toEqual({ href: HERO_SLIDES[0].image });
    expect(routeImage('/shop')).toBeNull();
    expect(withPreloads('<head></head>', [], { href: '/media/a.jpg' })).toBe(
      '<head>    <link rel="preload" as="image" fetchpriority="high" href="/media/a.jpg">\n  </head>',
    );
  });

  it('hints a picture chosen from data with its renditions, sizes and type, attributes escaped', () => {
    const hint = {
      href: '/media/a.jpg',
      srcset: '/media/a-480.webp 480w, /media/a-960.webp?v="2"&x 960w',
      sizes: '100vw',
      type: 'image/webp',
    };
    expect(withPreloads('<head></head>', [], hint)).toBe(
      '<head>    <link rel="preload" as="image" fetchpriority="high" href="/media/a.jpg" imagesrcset="/media/a-480.webp 480w, /media/a-960.webp?v=&quot;2&quot;&amp;x 960w" imagesizes="100vw" type="image/webp">\n  </head>',
    );
    expect(withPreloads('<head></head>', [], { href: '/media/a.jpg', srcset: '/media/a-480.jpg 480w', sizes: '50vw' })).toBe(
      '<head>    <link rel="preload" as="image" fetchpriority="high" href="/media/a.jpg" imagesrcset="/media/a-480.jpg 480w" imagesizes="50vw">\n  </head>',
    );
  });

  it('asks for the data image of the page served, and puts it in the head', async () => {
    const asked: string[] = [];
    const site = staticSite(builtSite(), async (requestPath) => {
      asked.push(requestPath);
      return requestPath === '/humanstories'
        ? { href: '/media/story.jpg', srcset: '/media/story-960.webp 960w', sizes: '100vw', type: 'image/webp' }
        : null;
    });
    const html = await (await site.request('/humanstories')).text();
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/story.jpg" imagesrcset="/media/story-960.webp 960w" imagesizes="100vw" type="image/webp">',
    );
    expect(await (await site.request('/login')).text()).toBe(
      '<!doctype html><html><head>\n  </head><body><div id="root"></div></body></html>',
    );
    // The home page's hero is a fixed file: no lookup for it.
    await site.request('/');
    expect(asked).toEqual(['/humanstories', '/login']);
  });

  it('serves the home page with its hints too', async () => {
    const html = await (await staticSite(builtSite()).request('/')).text();
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${HERO_SLIDES[0].image}">`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomeRoute-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home.requests-1.js">');
  });

  it('serves other pages as built, without hints', async () => {
    const html = await (await staticSite(builtSite()).request('/login')).text();
    expect(html).toBe('<!doctype html><html><head>\n  </head><body><div id="root"></div></body></html>');
  });
});

describe('one address per page', () => {
  it.each([
    ['/shop/', '/shop'],
    ['/shop/?page=2&sortBy=price_low', '/shop?page=2&sortBy=price_low'],
    ['/lifestyle/a-post//', '/lifestyle/a-post'],
    ['//evil.example/', '/evil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['/%5C%5Cevil.example/', '/%5C%5Cevil.example'],
    ['/%09/evil.example/', '/%09/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///', '/'],
    ['/Shop', '/shop'],
    ['/SHOP/?page=2', '/shop?page=2'],
    ['/Shop/Nikon-Z6', '/shop/Nikon-Z6'],
    ['/About/', '/about'],
    ['/%5CEvil.example', '/%5Cevil.example'],
    ['//Evil.example', '/evil.example'],
    ['/%2F%2FEvil.example', '/%2F%2Fevil.example'],
  ])('redirects %s for good to %s, on this site', async (address, location) => {
    const response = await staticSite(builtSite()).request(`http://shop.test${address}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers the home page, an address without a trailing slash, and an id in capitals itself', async () => {
    const site = staticSite(builtSite());
    expect((await site.request('/')).status).toBe(200);
    expect((await site.request('/shop')).status).toBe(200);
    expect((await site.request('/shop/Nikon-Z6')).status).toBe(200);
    expect((await site.request('/assets/HomeRoute-1.js')).status).not.toBe(301);
  });
});

describe('pages the server leaves to the browser', () => {
  it('tell search engines not to index one customer’s pages, the studio’s or a mailed link’s (in capitals, redirected there first)', async () => {
    const site = staticSite(builtSite());
    for (const [address, location] of [
      ['/RESET-PASSWORD/abc123', '/reset-password/abc123'],
      ['/Studio/orders', '/studio/orders'],
    ]) {
      expect((await site.request(`http://shop.test${address}`)).headers.get('location')).toBe(location);
    }
    const unlisted = [
      '/verify-email/abc123',
      '/reset-password/abc123',
      '/checkout',
      '/payment/status',
      '/orders',
      '/profile',
      '/studio/orders',
    ];
    for (const address of unlisted) {
      const response = await site.request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    for (const address of ['/', '/login', '/forgot-password', '/shop', '/cart', '/orders-of-the-day']) {
      expect((await site.request(address)).headers.get('x-robots-tag')).toBeNull();
    }
  });
});

describe('the wait for the server’s snapshots before the first paint', () => {
  const WAIT = '<link rel="expect" href="#screen-snapshots" blocking="render">';
  // The project's own index.html: what the browser gets for a page the server leaves to it.
  const siteWithTheShell = () => {
    const dir = builtSite();
    writeFileSync(path.join(dir, 'index.html'), readFileSync('index.html', 'utf8'));
    return dir;
  };
  const page = { status: 200, head: '<title>Shop</title>', body: '<h1>Shop</h1>', screens: '{}', origin: 'https://oju.example' };

  it('is not in a page the browser renders, which has no snapshots (Chromium would warn)', async () => {
    for (const address of ['/checkout', '/studio/orders', '/shop']) {
      const html = await (await staticSite(siteWithTheShell()).request(address)).text();
      expect(html).not.toContain('rel="expect"');
      expect(html).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon.png" />');
    }
  });

  it('is in the head of a page rendered on the server, once, before the snapshots written after its markup', async () => {
    const html = await (
      await staticSite(
        siteWithTheShell(),
        async () => null,
        {},
        async () => page,
      ).request('/shop')
    ).text();
    expect(html).toContain(`${WAIT}<title>Shop</title>`);
    expect(html.split('rel="expect"')).toHaveLength(2);
    expect(html.indexOf(WAIT)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><h1>Shop</h1></div><script type="application/json" id="screen-snapshots"');
  });
});

describe('the booking forms in the page head', () => {
  it('reads each service’s form from the environment, leaves out the unset ones, and refuses an address that is not http(s)', () => {
    expect(readBookingForms({ BOOKING_FORM_PRODUCT_URL: ' https://forms.example.ng/product ', BOOKING_FORM_PORTRAIT_URL: '' })).toEqual({
      'product-photography': 'https://forms.example.ng/product',
    });
    expect(readBookingForms({})).toEqual({});
    expect(() => readBookingForms({ BOOKING_FORM_SOURCING_URL: 'javascript:alert(1)' })).toThrow(
      "BOOKING_FORM_SOURCING_URL must be an http or https address (it is 'javascript:alert(1)')",
    );
  });

  it('writes one meta tag per configured form into every page, its address escaped', async () => {
    const site = staticSite(builtSite(), async () => null, { 'portrait-photography': 'https://forms.example.ng/p?a=1&b="2"' });
    for (const address of ['/bookings', '/about', '/']) {
      const html = await (await site.request(address)).text();
      expect(html).toContain(
        '<meta name="booking-form:portrait-photography" content="https://forms.example.ng/p?a=1&amp;b=&quot;2&quot;">',
      );
      expect(html).not.toContain('booking-form:product-photography');
    }
    expect(await (await staticSite(builtSite()).request('/bookings')).text()).not.toContain('booking-form');
  });
});
