import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';

// The studio's catalogue: a staff member adds a product with two variants, restocks one on the
// stock page, a shopper finds it by search; archived, it leaves the search. Axe 0 and 360 px.

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

async function shopperSearch(page: Page, text: string) {
  await page.goto('/shop');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(text);
  await search.press('Enter');
}

test('staff add a product with two variants and restock it; a shopper finds it; archived, it leaves the search (axe 0, 360 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = unique('catalogue-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Team' }).click();
  // The team is loaded before the invitation is typed.
  // Other journeys on this server have owners of the same name: this owner's row, by its email.
  await expect(page.getByRole('cell', { name: ownerEmail }).filter({ hasText: /^Tola Owner/ })).toBeVisible();
  const staffEmail = unique('catalogue-staff');
  await page.getByRole('textbox', { name: 'Name' }).fill('Kemi Staff');
  await page.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  // The invited member's row, by its email: an earlier run on this server invited a Kemi Staff too.
  await expect(page.getByRole('cell', { name: staffEmail }).filter({ hasText: /^Kemi Staff/ })).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordAndLogIn(staff, staffEmail, 'Set your password for Oju Studio');
  await staff.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Products' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: 'New product' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  // A word no other product has, so the shopper's search finds this one alone.
  const word = `kwarazu${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x')}`;
  const title = `${word} Travel Tripod`;
  const sku = `KW-${Date.now().toString(36).toUpperCase()}`;
  await staff.getByRole('textbox', { name: 'Title' }).fill(title);
  await staff.getByRole('button', { name: 'Add product' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Please enter a description');
  await staff.getByRole('textbox', { name: 'Description' }).fill('A light aluminium tripod for travel shoots.');
  await staff.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await staff.getByRole('textbox', { name: 'Brand' }).fill('Oju Studio');
  await staff.getByRole('textbox', { name: 'Price (₦)' }).fill('45000');
  await staff.getByRole('button', { name: 'Add a variant' }).click();
  await staff.getByRole('button', { name: 'Add a variant' }).click();
  const first = staff.getByRole('group', { name: /^Variant 1/ });
  await first.getByRole('textbox', { name: 'Colour' }).fill('Black');
  await first.getByRole('textbox', { name: 'Starting stock' }).fill('2');
  const second = staff.getByRole('group', { name: /^Variant 2/ });
  await second.getByRole('textbox', { name: 'Colour' }).fill('Silver');
  await second.getByRole('textbox', { name: 'Starting stock' }).fill('3');
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Add product' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(staff.getByText('On sale', { exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Pictures and files' })).toHaveAttribute('href', /\/studio\/products\/prod_\w+\/media$/);
  const productPath = new URL(staff.url()).pathname;
  const productId = productPath.split('/').pop() ?? '';
  await staff.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(staff);
  await staff.setViewportSize({ width: 1280, height: 800 });

  // Five more black ones arrive.
  await staff.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Stock' }).click();
  await expect(staff.getByRole('table')).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search products by title or SKU' }).fill(sku);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('button', { name: `Adjust stock of ${title} (Black)` }).click();
  const dialog = staff.getByRole('dialog', { name: `Adjust stock: ${title} (Black)` });
  await dialog.getByRole('radio', { name: 'Received' }).check();
  await dialog.getByRole('textbox', { name: 'Units (+ to add, - to remove)' }).fill('+5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(`${title} \\(Black\\)`) })).toContainText('7');

  // A shopper finds it by search.
  const shopper = await browser.newPage();
  await shopperSearch(shopper, word);
  await expect(shopper.locator(`a[href="/shop/${productId}"]`).first()).toBeVisible();

  // Archived after a yes, it leaves the shop's search.
  await staff.goto(productPath);
  await staff.getByRole('button', { name: 'Archive product' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Archive this product?' });
  await expectNoAxeViolations(staff);
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(staff.getByText('Archived: not in the shop')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Restore product' })).toBeVisible();
  await shopperSearch(shopper, word);
  await expect(shopper.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(shopper.locator(`a[href="/shop/${productId}"]`)).toHaveCount(0);

  // The studio still lists it, among the archived.
  await staff.getByRole('link', { name: 'All products' }).click();
  await expect(staff.getByText(/^\d+ products?$/)).toBeVisible();
  await staff.getByRole('combobox', { name: 'Show' }).selectOption('archived');
  await expect(staff.getByRole('row', { name: new RegExp(title) })).toContainText('Archived');
  await staff.getByRole('link', { name: 'Categories' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staffContext.close();
});
