import { expect, test } from './support/test.ts';
import { axeViolations } from './support/page.ts';

test('the home page is the studio’s, with no service health line (issue 16)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Stories in Every Frame' })).toBeVisible();
  await expect(page.getByText(/Shop service/)).toHaveCount(0);
  await expect(page).toHaveTitle('Home | Oju Studio');
  // One description: the page's own, not also the HTML shell's.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  // The canonical link is the page on the origin it is served from.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', page.url()).href);

  expect(await axeViolations(page)).toEqual([]);
});

test('any non-API path gets the app (history fallback)', async ({ page }) => {
  const response = await page.goto('/shop');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
});
