import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page shows the health the app fetched from the server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio shop' })).toBeVisible();
  await expect(page.getByText('Shop service: ok (version 0.1.0)')).toBeVisible();
  await expect(page).toHaveTitle('Home | Oju Studio');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://ojustudio.ng/');

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations).toEqual([]);
});

test('any non-API path gets the app (history fallback)', async ({ page }) => {
  const response = await page.goto('/shop');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
});
