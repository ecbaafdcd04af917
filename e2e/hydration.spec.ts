import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO } from './support/login.ts';
import { expectPageReady } from './support/page.ts';
import { consoleTrouble, dataRequests } from './support/public-pages.ts';

// The browser takes a page over (hydrateRoot) from the server's markup and its screens' snapshots
// on another address of the server, keeps it working, and acts on what was pressed before its
// script arrived. Every public page's takeover, without a hydration warning, a second data request
// or a layout shift, is checked for a guest and a customer in e2e/layout-shift.spec.ts.

/** Holds the app's code back, as on a slow connection, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a product page opened on another address of the server (127.0.0.1, not PUBLIC_URL) is taken over without a hydration error', async ({
  page,
  baseURL,
}) => {
  const trouble = consoleTrouble(page);
  const requests = dataRequests(page);
  const other = new URL('/shop/muslin-backdrop-3x6', baseURL);
  other.hostname = '127.0.0.1';
  await page.goto(other.href);
  await expectPageReady(page);
  await page.waitForLoadState('networkidle');
  expect(trouble).toEqual([]);
  expect(requests).toEqual([]);
});

test('a shared link with tracking parameters (Facebook, a campaign) is taken over without a hydration error or a second request', async ({
  page,
}) => {
  const trouble = consoleTrouble(page);
  const requests = dataRequests(page);
  await page.goto('/lifestyle?page=1&utm_source=whatsapp&fbclid=IwAR0abc');
  await expectPageReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(trouble).toEqual([]);
  expect(requests).toEqual([]);
});

test('a page reached inside the app and then reloaded is taken over without a hydration error or a second request', async ({ page }) => {
  await page.goto('/about');
  await expectPageReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gear we trust behind the lens' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The history entry now has React Router's own key, which the reloaded document starts from.
  const trouble = consoleTrouble(page);
  const requests = dataRequests(page);
  await page.reload();
  await expectPageReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear we trust behind the lens' })).toBeVisible();
  expect(trouble).toEqual([]);
  expect(requests).toEqual([]);
});

test('a page the browser renders itself (checkout, orders, the studio) says nothing in the console', async ({ page }) => {
  const trouble = consoleTrouble(page);
  for (const address of ['/checkout', '/orders', '/studio']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(trouble).toEqual([]);
});

test('a page taken over from the server still works: its links navigate in the app and its buttons act', async ({ page }) => {
  const trouble = consoleTrouble(page);
  await page.goto('/shop/muslin-backdrop-3x6');
  await expectPageReady(page);
  await page.waitForLoadState('networkidle');
  // A mark on the window survives only a navigation inside the app, not a new document.
  await page.evaluate(() => Object.assign(window, { takenOver: true }));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gear we trust behind the lens' })).toBeVisible();
  expect(await page.evaluate(() => 'takenOver' in window)).toBe(true);

  await page.goBack();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText('Please log in to add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(trouble).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its heading, its price and the footer with its links and contact details', async ({ page }) => {
    await page.goto('/shop/muslin-backdrop-3x6');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/₦[\d,]+/)
        .first(),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByText('hello@ojustudio.ng')).toBeVisible();
  });
});

test('a shopper who logs in before the page’s script has arrived is logged in once it has, and the password never reaches the address bar', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  // The app's code is held back, as on a slow connection, until the shopper has typed and sent the form.
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.keyboard.press('Enter');
  release();

  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(addresses.filter((address) => address.includes(encodeURIComponent(DEMO.email)) || address.includes(DEMO.password))).toEqual([]);
});

test('a button pressed before the page’s script has arrived acts once it has: Sign Up shows the sign-up form', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  release();

  await expect(page.getByLabel('Full name')).toBeVisible();
  // Pressed once: the form did not switch back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
});

test('a picture pressed before the page’s script has arrived opens the lightbox once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'A mother and daughter at Bodija market at sunset' }).click();
  release();

  await expect(page.getByRole('dialog', { name: 'Image Gallery' }).getByText('1 / 6')).toBeVisible();
});

test('words typed into the FAQ search before the page’s script has arrived filter the answers once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  await page.getByPlaceholder('Search for answers...').fill('14 days');
  await page.keyboard.press('Enter');
  release();

  await expect(page.getByRole('heading', { level: 2, name: 'Payment & Returns' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'General Questions' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Search for answers...')).toHaveValue('14 days');
});
