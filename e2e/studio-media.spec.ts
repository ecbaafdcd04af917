import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';

// Staff upload pictures to a seeded product: each file is judged by its content (a text file named
// .jpg is refused while a real picture beside it goes up), and the shop's product page shows the
// uploaded picture instead of the drawn artwork.

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.ng`;

test('staff upload a picture to a product and the shop shows it; a text file named .jpg is refused by its content (axe 0, 360 px)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const productId = 'hoya-uv-filter-67mm';
  const title = 'Hoya 67mm UV Protection Filter';
  const ownerEmail = unique('media-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');

  await page.goto(`/studio/products/${productId}/media`);
  await expect(page.getByRole('heading', { level: 1, name: `Pictures and files: ${title}` })).toBeVisible();
  await expect(page.getByText('No pictures uploaded: the shop shows the product’s artwork.')).toBeVisible();
  await expectNoAxeViolations(page);

  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a picture.\n') },
      { name: 'filter.png', mimeType: 'image/png', buffer: picture },
    ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.jpg' }).getByRole('alert')).toHaveText(
    'This file is not a JPEG, PNG or WebP picture',
  );
  await expect(uploads.getByRole('status')).toHaveText('1 of 2 uploaded, 1 failed');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'filter.png' })).toContainText('Uploaded');
  await expect(page.getByRole('img', { name: 'Picture 1 (cover)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);

  await page.goto(`/shop/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`img[src^="/media/products/${productId}/pictures/"]`).first()).toBeVisible();

  // Deleted after a confirmation, the product is back to its drawn artwork, as the next run expects it.
  await page.goto(`/studio/products/${productId}/media`);
  await page.getByRole('button', { name: 'Delete Picture 1 (cover)', exact: true }).click();
  await page.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('No pictures uploaded: the shop shows the product’s artwork.')).toBeVisible();
});
