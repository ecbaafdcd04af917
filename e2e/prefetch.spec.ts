import { expect, test } from './support/test.ts';
import { expectPageReady } from './support/page.ts';

// The home page names what the shop, Captured Notes and the two galleries read first
// (<link rel="prefetch">); the browser fetches it when idle, with none of the app's code, and keeps
// a visitor's copy for a minute.
const PREFETCHED = [
  '/api/v1/category',
  '/api/v1/blog/categories',
  '/api/v1/blog/posts?page=1&limit=9',
  '/api/v1/gallery?galleryType=humanstories&limit=100&page=1',
  '/api/v1/gallery?galleryType=productshowcase&limit=100',
];

test('the home page prefetches what the shop, Captured Notes and the galleries read first: opened from there, they read it from the browser’s cache', async ({
  page,
}) => {
  // Chromium's own record of each answer: from the network, or from its cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    const url = new URL(response.url);
    if (!url.pathname.startsWith('/api/v1/')) return;
    (response.fromDiskCache || response.fromPrefetchCache ? fromCache : fromNetwork).push(`${url.pathname}${url.search}`);
  });

  await page.goto('/');
  await expectPageReady(page);
  await expect.poll(() => PREFETCHED.filter((address) => fromNetwork.includes(address))).toEqual(PREFETCHED);

  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gear we trust behind the lens' })).toBeVisible();
  await expectPageReady(page);
  await main.getByRole('link', { name: 'Captured Notes' }).click();
  await expect(page).toHaveURL('/lifestyle');
  await expectPageReady(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await main.getByRole('button', { name: 'Gallery' }).click();
  await main.getByRole('link', { name: 'Human Stories' }).click();
  await expect(page).toHaveURL('/humanstories');
  await expectPageReady(page);
  await main.getByRole('button', { name: 'Gallery' }).click();
  await main.getByRole('link', { name: 'Product Showcase' }).click();
  await expect(page).toHaveURL('/productshowcase');
  await expectPageReady(page);

  await expect.poll(() => PREFETCHED.filter((address) => fromCache.includes(address))).toEqual(PREFETCHED);
  // Each was asked of the server once: by the prefetch.
  expect(PREFETCHED.map((address) => fromNetwork.filter((asked) => asked === address).length)).toEqual([1, 1, 1, 1, 1]);
});
