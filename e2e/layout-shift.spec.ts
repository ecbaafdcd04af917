import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { DEMO } from './support/login.ts';
import { expectPageReady } from './support/page.ts';
import { consoleTrouble, dataRequests, PUBLIC_PAGES } from './support/public-pages.ts';

// Every public page, opened with JavaScript by a guest and by a signed-in customer (a stored login
// in localStorage), at a desktop's width and a phone's: the browser takes the server's page over
// without a hydration warning, without asking again for data the HTML carried, and without moving
// anything on the screen (cumulative layout shift exactly 0), also when it learns who is signed in
// and the header, the cart count and the hearts change, or when the pictures arrive after all that.
// One browser context and one tab per role and screen, logged in once.

/** The pages outside the main layout: no header. */
const BARE_PAGES: ReadonlySet<string> = new Set(['/login', '/forgot-password']);

/**
 * Every page on a desktop; on a phone the pages whose layout differs most there (the header, the
 * galleries' captions, the shop's cards, the bare login pages): the check runs in CI on two cores.
 */
const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 720 }, pages: PUBLIC_PAGES },
  {
    name: 'a phone',
    viewport: { width: 360, height: 740 },
    pages: [
      '/',
      '/shop',
      '/shop/muslin-backdrop-3x6',
      '/lifestyle/golden-hour-portraits-in-ibadan',
      '/productshowcase',
      '/humanstories',
      '/forgot-password',
      '/cart',
    ],
  },
] as const;

/** Every picture of the site: its files under /media/, the logo and the icons. */
const PICTURE = /\.(avif|webp|png|jpe?g|gif|svg|ico)(\?.*)?$/i;

/**
 * Holds every picture the page asks for until the returned function is called; that function then
 * waits until every picture asked for has arrived (or failed), those asked for meanwhile too. A
 * first visitor on a slow line sees the page before its pictures; a picture whose box is not
 * reserved moves what is below it when it arrives. Routing also turns the browser's cache off, so
 * no page gets its pictures early from an earlier one.
 */
async function holdPictures(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrivals: Promise<unknown>[] = [];
  // Matched by address in Playwright's driver: only the pictures come to this process, not every
  // script, stylesheet and data request of 60 page loads.
  await page.route(PICTURE, async (route) => {
    arrivals.push(
      route
        .request()
        .response()
        .then((response) => response?.finished()),
    );
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    for (let awaited = 0; awaited < arrivals.length;) {
      awaited = arrivals.length;
      await Promise.all(arrivals);
    }
    // And the page has taken them in (a lazy picture below the fold is never asked for).
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
  };
}

/** A browser context per role and screen; a customer's is logged in once, through the API. */
async function contextFor(browser: Browser, baseURL: string, viewport: { width: number; height: number }, customer: boolean) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(recordLayoutShifts);
  // The contact page's map is a frame from openstreetmap.org. Answered here: CI has no internet, and
  // a frame still loading from a host that cannot be reached kept the network busy past the budget.
  await context.route(/^https:\/\/www\.openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  if (customer) {
    const response = await context.request.post('/api/v1/user/login', { data: DEMO });
    expect(response.ok()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    // The page's own window only: a frame of another site in it (the contact page's map) may not touch storage.
    await context.addInitScript((value) => {
      if (window === window.top) localStorage.setItem('token', value);
    }, token);
  }
  return context;
}

for (const screen of SCREENS) {
  for (const customer of [false, true]) {
    test.describe(`${customer ? 'a signed-in customer' : 'a guest'} on ${screen.name}`, () => {
      let context: BrowserContext;
      // One tab per role and screen, each page opened in it as a new document (the init script
      // runs again, nothing of the last page is left but the stored login). A new tab for each of
      // the 60 pages cost about 0.6 s of CPU more a page in Chromium's renderer, the suite's
      // largest share of this 2-core machine in npm test.
      let page: Page;
      test.beforeAll(async ({ browser }, info) => {
        context = await contextFor(browser, String(info.project.use.baseURL), screen.viewport, customer);
        page = await context.newPage();
      });
      test.afterEach(async () => {
        for (const event of ['console', 'pageerror', 'request'] as const) page.removeAllListeners(event);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
      test.afterAll(async () => {
        await context.close();
      });

      for (const address of screen.pages) {
        test(`${address}: taken over without a layout shift, a hydration warning or a second data request`, async () => {
          const trouble = consoleTrouble(page);
          const requests = dataRequests(page);
          const releasePictures = await holdPictures(page);
          // The session reads the stored login, loads the customer and then the cart.
          const cartLoaded = customer && page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/cart');
          await page.goto(address, { waitUntil: 'domcontentloaded' });
          await expectPageReady(page);
          if (cartLoaded) {
            await cartLoaded;
            // The login and password pages have no header.
            if (!BARE_PAGES.has(address)) await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
          }
          // The page's own requests went out as it was taken over, before this: only the pictures are left.
          await releasePictures();
          expect(await layoutShifts(page)).toEqual([]);
          expect(trouble).toEqual([]);
          // A customer's browser asks for what the server could not know: who is signed in, and their cart.
          expect(requests).toEqual(customer ? ['/api/v1/user/me', '/api/v1/user/cart'] : []);
        });
      }
    });
  }
}

// The footer's code (the Newsletter form's behaviour) loads when the footer comes into view; the
// form the server drew must already look as it will: its styles come with the page's own.
test('scrolling to the footer’s Newsletter form, which loads its code, moves nothing on a phone or a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    const context = await contextFor(browser, String(baseURL), viewport, false);
    const page = await context.newPage();
    const footerCode = page.waitForResponse((response) => /\/assets\/SiteFooter-[\w-]+\.js$/.test(response.url()));
    await page.goto('/about');
    await expectPageReady(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    const drawn = await form.boundingBox();
    await form.scrollIntoViewIfNeeded();
    await footerCode;
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeEditable();
    expect(await layoutShifts(page)).toEqual([]);
    expect((await form.boundingBox())?.height).toBe(drawn?.height);
    await context.close();
  }
});
