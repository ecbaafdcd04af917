import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/catalogue/response-cache.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// jsdom (the UI tests' document) reads the HTML as a browser would; it ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

// The test server's PUBLIC_URL (tests/server/support/test-server.ts).
const ORIGIN = 'http://shop.test';

interface Page {
  readonly status: number;
  readonly html: string;
  readonly document: Document;
}

/** A page as a crawler gets it: plain HTTP, no script run. */
async function getPage(server: TestServer, address: string): Promise<Page> {
  const response = await server.app.request(address);
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document };
}

function meta(document: Document, selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** What every rendered page carries: its own head, one h1, the page in #root and the footer. */
function expectRenderedPage(page: Page, address: string, heading: string | RegExp, title: string, canonicalAddress = address) {
  const { document } = page;
  expect(page.status, address).toBe(200);
  expect(document.title).toBe(title);
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  // The browser makes its absolute addresses on the same origin, so its markup matches.
  expect(document.getElementById('screen-snapshots')?.getAttribute('data-origin')).toBe(ORIGIN);
  expect(text(document.querySelector('#root h1'))).toMatch(heading);
  const description = meta(document, 'meta[name="description"]');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(meta(document, 'meta[name="keywords"]')).toBeTruthy();
  expect(meta(document, 'meta[name="author"]')).toBeTruthy();
  expect(meta(document, 'meta[name="robots"]')).toBe('index, follow');
  const canonical = `${ORIGIN}${canonicalAddress.split('?')[0]}`;
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
  expect(meta(document, 'meta[property="og:title"]')).toBe(title);
  expect(meta(document, 'meta[property="og:description"]')).toBe(description);
  expect(meta(document, 'meta[property="og:url"]')).toBe(canonical);
  expect(meta(document, 'meta[property="og:image"]')).toMatch(/^http:\/\/shop\.test\//);
  expect(meta(document, 'meta[property="og:type"]')).toMatch(/^(website|article|product)$/);
  expect(meta(document, 'meta[property="og:site_name"]')).toBe('Oju Studio');
  expect(meta(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  // The footer is in the page, links and contact details, not loaded later.
  const footer = document.querySelector('#root footer');
  expect(text(footer)).toContain('hello@ojustudio.ng');
  expect(footer?.querySelector('a[href="/privacy-policy"]')).not.toBeNull();
  // Every part of the page is in place: nothing left for a script to fill in.
  expect(document.querySelector('#root template')).toBeNull();
  expect(page.html).not.toContain('hidden id="S:');
}

// npm start's own build (dist/, with the renderer in dist/.ssr), made first if a source is newer;
// npm test builds it before Vitest starts.
let built: Promise<string> | undefined;
const builtApp = () => (built ??= buildIfStale());

describe('pages rendered on the server', () => {
  let server: TestServer;
  let product: { _id: string; title: string; description: string; images: string[]; finalPrice: number };
  let post: { slug: string; title: string };
  let picture: { _id: string; title: string };
  let showcase: { _id: string; title: string };

  beforeAll(async () => {
    server = await startTestServer({ distDir: await builtApp() });
    // The renderer's first page also compiles its code: a busy machine may take long, once.
    await server.app.request('/');
    product = (await server.api('GET', '/product/list', { query: { limit: 1 } })).body.products[0];
    post = (await server.api('GET', '/blog/posts', { query: { limit: 1 } })).body.data.posts[0];
    picture = (await server.api('GET', '/gallery', { query: { galleryType: 'humanstories', limit: 1 } })).body.images[0];
    showcase = (await server.api('GET', '/gallery', { query: { galleryType: 'productshowcase', limit: 1 } })).body.images[0];
  }, 300_000);
  afterAll(async () => server.close());

  const FIXED_PAGES: ReadonlyArray<readonly [string, string | RegExp, string]> = [
    ['/', 'Stories in Every Frame', 'Home | Oju Studio'],
    ['/shop', 'Gear we trust behind the lens', 'Shop | Oju Studio'],
    ['/lifestyle', 'Captured Notes', 'Captured Notes | Oju Studio'],
    ['/humanstories', 'Human Stories', 'Human Stories | Oju Studio'],
    ['/productshowcase', 'Product Showcase', 'Product Showcase | Oju Studio'],
    ['/gallery', 'Gallery', 'Gallery | Oju Studio'],
    ['/about', /^About/, 'About Us | Oju Studio'],
    ['/contact', 'Contact Us', 'Contact Us | Oju Studio'],
    ['/bookings', 'Book a Session', 'Book a Session | Oju Studio'],
    ['/faq', 'Frequently Asked Questions', 'FAQ | Oju Studio'],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy | Oju Studio'],
    ['/terms-of-service', 'Terms of Service', 'Terms of Service | Oju Studio'],
    ['/careers', 'Careers', 'Careers | Oju Studio'],
    ['/cart', 'Your cart is empty', 'Shopping Cart | Oju Studio'],
  ];

  it.each(FIXED_PAGES)('renders %s with its heading, its own head tags and the footer', async (address, heading, title) => {
    expectRenderedPage(await getPage(server, address), address, heading, title);
  });

  it('renders the login page (no footer there) with its own title and canonical link', async () => {
    const page = await getPage(server, '/login');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Login or Sign Up | Oju Studio');
    expect(text(page.document.querySelector('#root h1'))).toBe('Welcome back');
    expect(page.document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/login`);
  });

  it("renders the home page's Shop by Category with each featured category's link into the shop and its product count", async () => {
    const featured = (await server.api('GET', '/category/featured')).body.categories as { slug: string; title: string }[];
    expect(featured.length).toBeGreaterThan(0);
    const page = await getPage(server, '/');
    const section = page.document.querySelector('#root section[aria-labelledby="shop-by-category"]');
    expect(text(section?.querySelector('h2'))).toBe('Shop by Category');
    const links = [...(section?.querySelectorAll('a') ?? [])].map((link) => [text(link), link.getAttribute('href')]);
    expect(links).toEqual(featured.map((category) => [category.title, `/shop?category=${category.slug}`]));
    expect(text(section)).toMatch(/\d+ products?/);
  });

  // What the spec calls a button that leads to a page is a link styled as one: a crawler, or a
  // visitor whose script has not run yet, can follow it.
  it('gives the header’s Book now and Login and the hero’s Book a Session and Shop Now as links in the HTML', async () => {
    const page = await getPage(server, '/');
    const hrefOf = (scope: Element | null | undefined, name: string) =>
      [...(scope?.querySelectorAll('a') ?? [])].find((link) => text(link) === name)?.getAttribute('href');
    const header = page.document.querySelector('#root header');
    expect(hrefOf(header, 'Book now')).toBe('/bookings');
    expect(hrefOf(header, 'Login')).toBe('/login');
    const hero = page.document.querySelector('#root section[aria-label="Welcome"]');
    expect(hrefOf(hero, 'Book a Session')).toBe('/bookings');
    expect(hrefOf(hero, 'Shop Now')).toBe('/shop');
    const buttons = [...(page.document.querySelectorAll('#root button') ?? [])].map(text);
    for (const name of ['Book now', 'Login', 'Book a Session', 'Shop Now']) expect(buttons).not.toContain(name);
  });

  // A slow phone's bandwidth goes to the largest paint first: the hidden hero slides and a
  // product's thumbnails are not preloaded beside it.
  it('preloads one picture on the home page and on a product page, its largest', async () => {
    const imagePreloads = (document: Document) =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    const home = await getPage(server, '/');
    const heroImages = [...home.document.querySelectorAll('#root section[aria-label="Welcome"] img')];
    expect(heroImages.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
    expect(imagePreloads(home.document)).toEqual([heroImages[0]?.getAttribute('src')]);
    const productPage = await getPage(server, `/shop/${product._id}`);
    expect(imagePreloads(productPage.document)).toEqual([product.images[0]]);
  });

  it('names in the home page’s head what the shop and Captured Notes read first, for the browser to prefetch, and the server lets it keep them', async () => {
    const page = await getPage(server, '/');
    const prefetched = [...page.document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
    expect(prefetched).toEqual([
      '/api/v1/category',
      '/api/v1/blog/categories',
      '/api/v1/blog/posts?page=1&limit=9',
      '/api/v1/gallery?galleryType=humanstories&limit=100&page=1',
      '/api/v1/gallery?galleryType=productshowcase&limit=100',
    ]);
    for (const address of prefetched) {
      const answer = await server.app.request(address ?? '');
      expect([address, answer.status, answer.headers.get('cache-control')]).toEqual([address, 200, 'private, max-age=60']);
    }
    expect((await getPage(server, '/shop')).document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  // WhatsApp, Facebook and X show no SVG and drop heavy previews: every page's og:image is a
  // JPEG or PNG the server answers, under 300 KB, 1200x630 (their large card).
  it.each(['/', '/lifestyle', '/humanstories', '/productshowcase', 'product', 'post', 'picture', 'showcase'])(
    'gives %s a link-preview picture crawlers can show',
    async (which) => {
      const address =
        {
          product: `/shop/${product._id}`,
          post: `/lifestyle/${post.slug}`,
          picture: `/image/humanstories/${picture._id}`,
          showcase: `/image/productshowcase/${showcase._id}`,
        }[which] ?? which;
      const image = meta((await getPage(server, address)).document, 'meta[property="og:image"]') ?? '';
      const response = await server.app.request(new URL(image).pathname);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toMatch(/^image\/(jpeg|png)$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length, image).toBeLessThan(300 * 1024);
      const { width = 0, height = 0, format } = await sharp(bytes).metadata();
      expect(format).toMatch(/^(jpeg|png)$/);
      expect([width, height], image).toEqual([1200, 630]);
    },
  );

  it('renders the shop with the products of its first page in the HTML', async () => {
    const page = await getPage(server, '/shop');
    expect(text(page.document.querySelector('#root main'))).toContain(product.title);
  });

  it('renders a product page with its name, its price, its own metadata and Product JSON-LD with an Offer', async () => {
    const address = `/shop/${product._id}`;
    const page = await getPage(server, address);
    expectRenderedPage(page, address, product.title, `${product.title} | Oju Studio`);
    expect(meta(page.document, 'meta[property="og:type"]')).toBe('product');
    const main = text(page.document.querySelector('#root main'));
    expect(main).toMatch(/₦[\d,]+/);
    const [data, trail] = jsonLd(page.document);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      url: `${ORIGIN}${address}`,
      image: product.images.map((image) => new URL(image, ORIGIN).href),
    });
    expect(data?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'NGN', url: `${ORIGIN}${address}`, price: product.finalPrice });
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: `${ORIGIN}/shop` },
        { '@type': 'ListItem', position: 3, name: product.title },
      ],
    });
  });

  it("gives a reviewed product's rating to search engines (AggregateRating), and none to a product nobody reviewed", async () => {
    const { products } = (await server.api('GET', '/product/list', { query: { limit: 50 } })).body as {
      products: { _id: string; averageRating: number; reviewCount: number }[];
    };
    const reviewed = products.find((item) => item.reviewCount > 0);
    const unreviewed = products.find((item) => item.reviewCount === 0);
    if (!reviewed || !unreviewed) throw new Error('the seeded catalogue has both reviewed and unreviewed products');
    const [rated] = jsonLd((await getPage(server, `/shop/${reviewed._id}`)).document);
    expect(rated?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Number(reviewed.averageRating.toFixed(1)),
      reviewCount: reviewed.reviewCount,
      bestRating: 5,
    });
    const [unrated] = jsonLd((await getPage(server, `/shop/${unreviewed._id}`)).document);
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('renders a blog post with its title, its first paragraph, article times and BlogPosting JSON-LD', async () => {
    const address = `/lifestyle/${post.slug}`;
    const page = await getPage(server, address);
    expectRenderedPage(page, address, post.title, `${post.title} | Oju Studio`);
    expect(meta(page.document, 'meta[property="og:type"]')).toBe('article');
    expect(meta(page.document, 'meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const firstParagraph = text(page.document.querySelector('#root article p'));
    expect(firstParagraph.length).toBeGreaterThan(20);
    const [data, trail] = jsonLd(page.document);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(['Home', 'Blog', post.title]);
  });

  it.each([
    ['/image/humanstories/', '/image/human-stories/'],
    ['/gallery/', '/gallery/'],
    ['/photography/', '/gallery/'],
  ])('renders the picture page %s{id} with its title and its picture as ImageObject JSON-LD', async (prefix, canonicalPrefix) => {
    const address = `${prefix}${picture._id}`;
    const page = await getPage(server, address);
    expectRenderedPage(page, address, picture.title, `${picture.title} | Oju Studio`, `${canonicalPrefix}${picture._id}`);
    const [image] = jsonLd(page.document);
    expect(image).toMatchObject({ '@context': 'https://schema.org', '@type': 'ImageObject', name: picture.title });
    expect(image?.contentUrl).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it('renders a showcase picture with its title and ImageObject JSON-LD', async () => {
    const address = `/image/productshowcase/${showcase._id}`;
    const page = await getPage(server, address);
    expectRenderedPage(page, address, showcase.title, `${showcase.title} | Oju Studio`);
    expect(jsonLd(page.document)).toEqual([expect.objectContaining({ '@type': 'ImageObject', name: showcase.title })]);
  });

  it('names one address for a picture that answers under several: its own gallery’s, and /gallery for /photography', async () => {
    const canonicalOf = async (address: string) =>
      (await getPage(server, address)).document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    for (const address of [
      `/image/human-stories/${picture._id}`,
      `/image/humanstories/${picture._id}`,
      `/image/product-showcase/${picture._id}`,
    ]) {
      expect(await canonicalOf(address)).toBe(`${ORIGIN}/image/human-stories/${picture._id}`);
    }
    for (const address of [`/gallery/${picture._id}`, `/photography/${picture._id}`]) {
      expect(await canonicalOf(address)).toBe(`${ORIGIN}/gallery/${picture._id}`);
    }
  });

  it.each([
    ['/shop/no-such-product', 'Product not found'],
    ['/lifestyle/no-such-post', 'Post not found'],
    ['/gallery/no-such-picture', 'Image not found'],
    ['/image/humanstories/no-such-picture', 'Image not found'],
    ['/no-such-page', 'Page not found'],
  ])('answers %s with 404 and the not-found screen in the HTML', async (address, message) => {
    const page = await getPage(server, address);
    expect(page.status).toBe(404);
    expect(text(page.document.querySelector('#root main'))).toContain(message);
    expect(text(page.document.querySelector('#root footer'))).toContain('hello@ojustudio.ng');
  });

  it('answers a showcase picture that does not exist with 404', async () => {
    const page = await getPage(server, '/image/productshowcase/no-such-picture');
    expect(page.status).toBe(404);
  });

  it.each([
    '/orders',
    '/checkout',
    '/studio',
    '/verify-email/some-token',
    '/newsletter/confirm/some-token',
    '/newsletter/unsubscribe/some-token',
  ])('leaves %s to the browser: the shell, nothing rendered and no token spent', async (address) => {
    const page = await getPage(server, address);
    expect(page.status).toBe(200);
    expect(page.document.querySelector('#root')?.innerHTML).toBe('');
  });

  it('renders with React’s production build, whatever NODE_ENV the server runs with', async () => {
    // React's development build (prop checks, owner stacks) took about twice the time per page.
    const folder = path.join(await builtApp(), '.ssr');
    const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const development = [];
    for (const file of files) if ((await readFile(path.join(folder, file), 'utf8')).includes('jsxDEVImpl')) development.push(file);
    expect(development).toEqual([]);
  });

  it('never serves the server renderer itself', async () => {
    expect((await server.app.request('/.ssr/entry-server.js')).status).toBe(404);
  });
});

describe('rendered pages kept like the catalogue', () => {
  let server: TestServer;
  let catalogueCache: ResponseCache<string>;

  beforeAll(async () => {
    catalogueCache = new ResponseCache<string>({ ttlMs: 60_000, maxEntries: 50 });
    server = await startTestServer({
      distDir: await builtApp(),
      catalogueCache,
      purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: 'rendering-bookings-key-0123456789abcdef' },
    });
  }, 300_000);
  afterAll(async () => server.close());

  it('answers a page with an ETag, and 304 with no body to a browser that holds that copy', async () => {
    const first = await server.app.request('/faq');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await server.app.request('/faq', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await server.app.request('/faq', { headers: { 'if-none-match': '"another-copy"' } });
    expect(other.status).toBe(200);
  });

  it('answers 304 to a browser that holds the gzipped copy, whose tag is weak', async () => {
    const first = await server.app.request('/faq', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await server.app.request('/faq', { headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': tag } });
    expect(again.status).toBe(304);
  });

  // Rendered again from the same data (the kept copy expired, or another process rendered it), a
  // page is the same bytes: a browser or a CDN that revalidates its copy gets 304, not the page again.
  it.each(['/', '/shop', '/login', 'product'])('renders %s afresh as the same bytes, so its ETag still holds', async (which) => {
    const [product] = (await server.api('GET', '/product/list', { query: { limit: 1 } })).body.products;
    const address = which === 'product' ? `/shop/${product._id}` : which;
    catalogueCache.clear();
    const first = await server.app.request(address);
    const tag = first.headers.get('etag') ?? '';
    const body = await first.text();
    catalogueCache.clear();
    const again = await server.app.request(address);
    expect(await again.text()).toBe(body);
    catalogueCache.clear();
    const revalidated = await server.app.request(address, { headers: { 'if-none-match': tag } });
    expect(revalidated.status).toBe(304);
  });

  it('serves the kept page until the catalogue changes, then renders it afresh', async () => {
    const [product] = (await server.api('GET', '/product/list', { query: { limit: 1 } })).body.products;
    const address = `/shop/${product._id}`;
    expect(await (await server.app.request(address)).text()).toContain(product.title);
    await server.db.query('update products set title = $1 where id = $2', ['Renamed Backdrop', product._id]);
    expect(await (await server.app.request(address)).text()).toContain(product.title);
    catalogueCache.clear();
    expect(await (await server.app.request(address)).text()).toContain('Renamed Backdrop');
  });

  it('serves a shared link with tracking parameters from the page kept for its plain address', async () => {
    const [, product] = (await server.api('GET', '/product/list', { query: { limit: 2 } })).body.products;
    const address = `/shop/${product._id}`;
    const plain = await (await server.app.request(address)).text();
    expect(plain).toContain(product.title);
    await server.db.query('update products set title = $1 where id = $2', ['Renamed Softbox', product._id]);
    const shared = await (await server.app.request(`${address}?fbclid=IwAR0abc&utm_source=facebook`)).text();
    expect(shared).toBe(plain);
    catalogueCache.clear();
  });

  it('renders the bookings page with the services as staff last wrote them, at once after an edit', async () => {
    const before = await getPage(server, '/bookings');
    const cardTitles = () => [...before.document.querySelectorAll('#root h3')].map((heading) => text(heading));
    expect(cardTitles()).toEqual(['Product Photography', 'Portrait Photography Session', 'Source Items Not On List']);
    const key = 'rendering-bookings-key-0123456789abcdef';
    const saved = await server.api('PUT', '/studio/booking-services/source-items', {
      token: key,
      body: { title: 'Gear Hunting', description: 'We find the lens you need.', buttonText: 'Find It For Me', formLink: null },
    });
    expect(saved.status).toBe(200);
    const after = await getPage(server, '/bookings');
    const card = [...after.document.querySelectorAll('#root li')].find((item) => text(item.querySelector('h3')) === 'Gear Hunting');
    expect(text(card?.querySelector('p'))).toBe('We find the lens you need.');
    const link = card?.querySelector('a');
    expect(text(link)).toBe('Find It For Me');
    expect(link?.getAttribute('href')).toBe('/contact?service=source-items');
  });
});
