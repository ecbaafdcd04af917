import { expect, test } from './support/test.ts';
import { logIn } from './support/login.ts';
import { expectNoAxeViolations } from './support/page.ts';
import { newCustomer, PASSWORD } from './support/shopper.ts';

// A product of the seeded demo shop (server/seed/demo-shop.ts) with variants.
const VARIANT_PRODUCT = '/shop/muslin-backdrop-3x6';

test('the shop lists products, filters them and resets to page 1 on a change', async ({ page }) => {
  await page.goto('/shop');
  const count = page.getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.split(' ')[0]);
  expect(before).toBeGreaterThan(12);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('radio', { name: 'Backdrops' }).check();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(count).not.toHaveText(`${before} products`);
  const after = Number((await count.textContent())?.split(' ')[0]);
  expect(after).toBeLessThan(before);
  await expect(page.locator('a[href="/shop/muslin-backdrop-3x6"]').first()).toBeVisible();
  await expect(page.locator('a[href="/shop/canon-eos-r6-mark-ii"]')).toHaveCount(0);
});

test("search tolerates a typo: 'camra' finds cameras", async ({ page }) => {
  await page.goto('/shop');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('camra');
  await expect(page.getByRole('listbox', { name: 'Product suggestions' })).toBeVisible();
  await search.press('Enter');
  await expect(page.locator('a[href="/shop/canon-eos-r6-mark-ii"]').first()).toBeVisible();
});

test('a suggestion chosen with the keyboard opens its product page', async ({ page }) => {
  await page.goto('/shop');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('camra');
  const first = page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first();
  await expect(first).toBeVisible();
  await search.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toHaveCount(0);
});

test('a product page: variant choice, then add to cart asks for a login and works after it', async ({ page }) => {
  // A customer of its own: the demo customer's cart would fill up over runs on the same server.
  const account = { email: await newCustomer(page), password: PASSWORD };
  await page.goto(VARIANT_PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: 'Hand-dyed Muslin Backdrop 3x6m' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expectNoAxeViolations(page);

  const blue = page.getByRole('button', { name: /Blue · M/ });
  await blue.click();
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to add items to cart' })).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, account);
  await expect(page).toHaveURL(VARIANT_PRODUCT);
  await page.getByRole('button', { name: /Blue · M/ }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).not.toHaveAccessibleName('Cart, 0 items');
});

test("an unknown product says 'Product not found' with a way back", async ({ page }) => {
  await page.goto('/shop/no-such-product');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Shop' })).toHaveAttribute('href', '/shop');
});

test('the shop at 360 px: filters in a drawer, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/shop');
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the brand filter: choosing a brand changes the count and the cards, the address keeps it, Clear All restores', async ({ page }) => {
  await page.goto('/shop');
  const count = page.getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const before = (await count.textContent()) ?? '';
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brands = filters.getByRole('group', { name: 'Brand' });
  await expect(brands.getByRole('radio', { name: 'All brands', exact: true })).toBeChecked();

  // Godox has five products; four are in stock, the listing's default.
  await brands.getByRole('radio', { name: 'Godox', exact: true }).check();
  await expect(page).toHaveURL(/[?&]brand=Godox(&|$)/);
  await expect(count).toHaveText('4 products');
  await expect(page.locator('a[href="/shop/godox-sl60w-led-kit"]').first()).toBeVisible();
  await expect(page.locator('a[href="/shop/canon-eos-r6-mark-ii"]')).toHaveCount(0);

  await page.reload();
  await expect(count).toHaveText('4 products');
  await expect(brands.getByRole('radio', { name: 'Godox', exact: true })).toBeChecked();

  await filters.getByRole('button', { name: 'Clear All', exact: true }).click();
  await expect(count).toHaveText(before);
  await expect(page).not.toHaveURL(/brand=/);
  await expect(brands.getByRole('radio', { name: 'All brands', exact: true })).toBeChecked();
  await expect(page.locator('a[href="/shop/canon-eos-r6-mark-ii"]').first()).toBeVisible();
});

test('the filter drawer at 360 px keeps Tab inside and gives the focus back to the Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/shop');
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
  const opener = page.getByRole('button', { name: 'Filters', exact: true });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const close = drawer.getByRole('button', { name: 'Close filters' });
  const apply = drawer.getByRole('button', { name: 'Apply Filters' });
  await expect(close).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(apply).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // More Tab presses than the drawer has stops: the focus never leaves it.
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await drawer.getByRole('radio', { name: 'Godox', exact: true }).check();
  await apply.click();
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/[?&]brand=Godox(&|$)/);
  await expect(page.getByText('4 products', { exact: true })).toBeVisible();
});

test('the product carousel and gallery keep Tab inside and give the focus back to what opened them', async ({ page }) => {
  await page.goto('/shop/godox-sl60w-led-kit');
  const title = 'Godox SL60W LED Video Light Kit';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const opener = page.getByRole('button', { name: `Open full-screen view of ${title}` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: `${title}: photo viewer` });
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Previous image' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Next image' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Share' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(viewer.getByRole('button', { name: 'Next image' })).toBeFocused();
  // The arrow keys still turn the images, and wrap.
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  // Share without a share sheet copies the page's address (its code loads on this first press).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await viewer.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  const viewAll = page.getByRole('button', { name: 'View all photos' });
  await viewAll.click();
  const gallery = page.getByRole('dialog', { name: `${title}: gallery` });
  await expect(gallery.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(gallery.getByRole('button', { name: 'Open image 3 of 3' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(viewAll).toBeFocused();
});
