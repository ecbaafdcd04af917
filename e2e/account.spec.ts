import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { deliveredOrder, placedOrder, REFLECTOR } from './support/delivered-order.ts';
import { logIn } from './support/login.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { customerWithToken, newCustomer, PASSWORD } from './support/shopper.ts';

// Each journey has its own customer, and the two that spend a delivered order (its downloads, its
// review) their own order, delivered through the API: every run on the same server starts alike.
const SHIPPED_NOTE = 'Sent with GIG Logistics, tracking GIG-55120';

/** A pending order placed through the API with the page's own token. */
async function placePendingOrder(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return (await placedOrder(page, token ?? '', [{ productId: REFLECTOR.id, quantity: 1 }])).orderNumber;
}

test('My Orders: login and back, receipt and print, downloads to the limit, cancel with a reason, export two orders', async ({ page }) => {
  test.slow();
  const { account, token } = await customerWithToken(page);
  const delivered = await deliveredOrder(page, token, SHIPPED_NOTE);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const pendingNumber = await placePendingOrder(page);
  await page.reload();

  const orders = page.getByRole('list', { name: 'Orders' });
  await orders.getByRole('button', { name: new RegExp(`^Order ${delivered.orderNumber}`) }).click();
  const receipt = page.getByRole('article');
  await expect(receipt.getByRole('heading', { name: `Order ${delivered.orderNumber}` })).toBeVisible();
  await expect(receipt.getByText(SHIPPED_NOTE)).toBeVisible();
  await expect(receipt.getByRole('link', { name: 'Review items' })).toHaveAttribute('href', `/orders/${delivered._id}/review`);
  await expectNoAxeViolations(page);

  // Printing: the receipt alone, without the site frame.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('heading', { name: /^Order OJ-/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Five downloads, each opening the file, then the limit.
  const download = receipt.getByRole('button', { name: /^Download Wedding Photography/ });
  for (let left = 4; left >= 0; left -= 1) {
    const popup = page.waitForEvent('popup');
    await download.click();
    await (await popup).close();
    await expect(receipt.getByText(`${left} of 5 downloads left`)).toBeVisible();
  }
  await expect(receipt.getByText('Download limit reached')).toBeVisible();
  await expect(download).toHaveCount(0);

  // Cancel the pending order with a reason.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await orders.getByRole('button', { name: new RegExp(`^Order ${pendingNumber}`) }).click();
  await receipt.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a reason for cancellation');
  await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(receipt.getByText('Cancelled').first()).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Export: nothing ticked, then both orders.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await page.getByRole('button', { name: /^Export CSV/ }).click();
  await expect(page.getByText('Please select orders to export')).toBeVisible();
  for (const number of [delivered.orderNumber, pendingNumber])
    await orders.getByRole('checkbox', { name: `Select order ${number} for export` }).check();
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (2)' }).click();
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = readFileSync(await saved.path(), 'utf8').split('\r\n');
  expect(rows[0]).toBe('Order ID,Date,Status,Payment Status,Amount,Items');
  expect(rows).toHaveLength(3);
  expect(
    rows
      .slice(1)
      .map((row) => row.split(',')[0])
      .sort(),
  ).toEqual([pendingNumber, delivered.orderNumber].sort());
  expect(rows.find((row) => row.startsWith(pendingNumber))).toContain(',cancelled,pending,');
  await expect(page.getByText('Orders exported successfully')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  // On a small screen the receipt sits below the list: selecting an order moves the focus to it.
  await orders.getByRole('button', { name: new RegExp(`^Order ${delivered.orderNumber}`) }).click();
  const heading = receipt.getByRole('heading', { name: `Order ${delivered.orderNumber}` });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('review a delivered item and see it on the product page with the verified mark', async ({ page }) => {
  const { account, token } = await customerWithToken(page);
  const delivered = await deliveredOrder(page, token, SHIPPED_NOTE);
  await page.goto(`/orders/${delivered._id}/review`);
  await expect(page.getByText('Please log in to add a review')).toBeVisible();
  await logIn(page, account);
  await expect(page).toHaveURL(new RegExp(`/orders/${delivered._id}/review$`));
  const form = page.getByRole('form', { name: `Review ${REFLECTOR.title}` });
  await expect(form.getByRole('radio', { name: '5 Excellent' })).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(page.getByText('Please write a comment')).toBeVisible();
  await form.getByRole('radio', { name: '4 Very Good' }).check();
  await form.getByLabel('Your review').fill('Folds small, bounces warm light.');
  await expect(form.getByText('32/500')).toBeVisible();
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(page.getByText('Review published! Thank you for your feedback.')).toBeVisible();
  await expect(page.getByText('Thank you, your review of this item is published.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);

  await page.goto(`/shop/${REFLECTOR.id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  // The newest first: an earlier run on this server may have written the same words.
  const review = page.getByText('Folds small, bounces warm light.').first();
  await expect(review).toBeVisible();
  await expect(page.getByText('Verified Purchase').first()).toBeVisible();
});

/** Save Changes on Profile Details, waiting for the server's answer. */
async function saveDetails(page: Page) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/user/profile') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).ok()).toBe(true);
}

async function addAddress(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address label (e.g. Home, Office)').fill(label);
  await dialog.getByLabel('Full name').fill('Demo Customer');
  await dialog.getByLabel('Address', { exact: true }).fill('3 Ring Road');
  await dialog.getByLabel('City').fill('Ibadan');
  await dialog.getByLabel('State').selectOption('Oyo');
  await dialog.getByLabel('Zip code').fill('200001');
  await dialog.getByLabel('Phone number').fill('08031112222');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${label}`) })).toBeVisible();
}

test('profile: each tab passes axe, details and the picture are edited, nothing scrolls sideways at 360 px', async ({ page }) => {
  test.slow();
  const account = { email: await newCustomer(page), password: PASSWORD };
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, account);
  // Back where the login was asked for.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const name = page.getByRole('textbox', { name: 'Full name (required)' });
  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await name.fill('Demo Customer');
  await page.getByLabel('Bio').fill('Wedding photographer in Ibadan.');
  await expect(page.getByText('31/500')).toBeVisible();
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('prefer-not-to-say');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Wedding photographer in Ibadan.');
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('prefer-not-to-say');
  // A gender and a date of birth, once saved, can be cleared again.
  await page.getByLabel('Date of birth').fill('1990-04-01');
  await saveDetails(page);
  await page.reload();
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-01');
  await page.getByLabel('Date of birth').fill('');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('');
  await saveDetails(page);
  await page.reload();
  await expect(page.getByLabel('Date of birth')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('');

  // The picture upload shows the keyboard focus on its button-styled label.
  const upload = page.getByLabel('Upload Photo');
  await upload.focus();
  await expect(upload).toBeFocused();
  expect(await upload.evaluate((input) => getComputedStyle(input.closest('label') as HTMLElement).outlineStyle)).toBe('solid');

  // A 200x200 PNG, then its removal.
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#8a4b1f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile image updated')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Profile picture of/ })).not.toHaveAttribute('src', '/placeholder-avatar.svg');
  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(page.getByText('Profile image removed')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Profile picture of/ })).toHaveAttribute('src', '/placeholder-avatar.svg');

  // Wishlist: an entry added through the API is a card with Add to Cart and Remove.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(
    (
      await page.request.post('/api/v1/user/wishlist/add', {
        headers: { authorization: `Bearer ${token}` },
        data: { productId: 'reflector-5-in-1' },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add to Cart: 5-in-1 Collapsible Reflector 110cm' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Remove 5-in-1 Collapsible Reflector 110cm from wishlist' }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  for (const tab of ['Wishlist', 'Address Book']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }

  // Address Book: add in the shared dialog (the first becomes the default), edit, add a second and
  // make it the default, delete the first after a confirmation.
  const addressesTile = page
    .locator('dl > div')
    .filter({ has: page.getByText('Addresses', { exact: true }) })
    .locator('dd');
  const before = Number(await addressesTile.textContent());
  await addAddress(page, 'Studio');
  await expect(page.getByRole('heading', { name: 'Studio (Default)' })).toBeVisible();
  // The header's tile follows the address book.
  await expect(addressesTile).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Edit Studio' }).click();
  await page.getByRole('dialog').getByLabel('Address label (e.g. Home, Office)').fill('Studio B');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('heading', { name: 'Studio B (Default)' })).toBeVisible();
  await addAddress(page, 'Annex');
  await page.getByRole('button', { name: 'Make default: Annex' }).click();
  await expect(page.getByRole('heading', { name: 'Annex (Default)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Studio B', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Studio B' }).click();
  await page.getByRole('alertdialog', { name: 'Delete address' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Studio B/ })).toHaveCount(0);
  await expect(addressesTile).toHaveText(String(before + 1));

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Menu: Address Book' }).click();
  await page.getByRole('dialog', { name: 'Profile sections' }).getByRole('button', { name: 'Profile Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Full name (required)' })).toHaveValue('Demo Customer');
  await expectNoSidewaysScroll(page);
});
