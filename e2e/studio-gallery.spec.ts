import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';

// Staff upload three files to Human Stories at once: a text file named .jpg is refused by its
// content while the two real pictures go up; once their renditions are made, staff give them a
// title and a photographer and publish them, and /humanstories shows them with their watermarked
// renditions. Deleting them at the end takes them off the page again (and leaves the seeded
// gallery as the other journeys expect it).

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.ng`;

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('staff upload three files to Human Stories: the text file named .jpg is refused, the two pictures are titled, published and shown on /humanstories (axe 0, 360 px)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = unique('gallery-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');

  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Galleries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery: Human Stories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('heading', { name: 'Golden Hour in Bodija' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a picture.\n') },
      { name: 'lagos-market.jpg', mimeType: 'image/jpeg', buffer: await photo('#b5651d') },
      { name: 'harbour-evening.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d5fb5') },
    ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.jpg' }).getByRole('alert')).toHaveText(
    'This file is not a JPEG, PNG or WebP picture',
  );
  await expect(uploads.getByRole('listitem').filter({ hasText: 'lagos-market.jpg' })).toContainText('Uploaded');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'harbour-evening.jpg' })).toContainText('Uploaded');
  await expect(uploads.getByRole('status')).toHaveText('2 of 3 uploaded, 1 failed');

  const pictures = page.getByRole('list', { name: 'Pictures' });
  const stories = [
    { file: 'lagos market', title: 'Market Morning in Lagos', photographer: 'Ifeoma Okafor' },
    { file: 'harbour evening', title: 'Harbour Evening', photographer: 'Kunle Adeyemi' },
  ];
  for (const story of stories) {
    const item = pictures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: story.file, exact: true }) });
    // Processed in the background: the screen asks again until the picture is ready.
    await expect(item.getByRole('status')).toHaveText('Ready · Not published', { timeout: 60_000 });
    await expect(item.getByRole('img', { name: story.file })).toHaveAttribute('src', /-wm-480\.webp$/);
    await item.getByRole('button', { name: `Edit details: ${story.file}` }).click();
    const form = page.getByRole('form', { name: 'Picture details' });
    await form.getByLabel('Title').fill(story.title);
    await form.getByLabel('Photographer').fill(story.photographer);
    await form.getByRole('button', { name: 'Save details' }).click();
    const saved = pictures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: story.title, exact: true }) });
    await expect(saved).toContainText(`Portraits · ${story.photographer}`);
    await expect(form).toHaveCount(0);
    await saved.getByRole('button', { name: `Publish: ${story.title}` }).click();
    await expect(saved.getByRole('status')).toHaveText('Ready · Published');
  }
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/humanstories');
  await expect(page.getByRole('heading', { level: 1, name: 'Human Stories' })).toBeVisible();
  for (const story of stories) {
    const tile = page.getByRole('button', { name: `View Details: ${story.title}` });
    await expect(tile).toBeVisible();
    const picture = tile.locator('img');
    await expect(picture).toHaveAttribute(
      'srcset',
      /\/media\/gallery\/img_[0-9a-f]+-wm-480\.jpg 480w, \/media\/gallery\/img_[0-9a-f]+-wm-960\.jpg 960w/,
    );
    await expect(tile.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-wm-480\.webp 480w/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);

  // Deleted, with their files: the public page no longer shows them.
  await page.goto('/studio/gallery/humanstories');
  for (const story of stories) {
    await page.getByRole('button', { name: `Delete: ${story.title}` }).click();
    await page.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('heading', { name: story.title })).toHaveCount(0);
  }
  await page.goto('/humanstories');
  await expect(page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' })).toBeVisible();
  await expect(page.getByRole('button', { name: `View Details: ${stories[0]?.title}` })).toHaveCount(0);
});

// A showcase picture shows a shop product: staff find it by typing in the picture's form (searched
// as they type, from two characters), choose it, and the list names it once saved. The picture is
// uploaded for this journey and never published, then deleted: the public showcase stays as seeded.
test('staff link a new showcase picture to a shop product found as they type (axe 0)', async ({ page }) => {
  test.setTimeout(120_000);
  const product = 'Manfrotto Befree Advanced Travel Tripod';
  const ownerEmail = unique('showcase-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');

  await page.goto('/studio/gallery/productshowcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery: Product Showcase' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([{ name: 'tripod-on-the-beach.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a9d8f') }]);
  const item = page
    .getByRole('list', { name: 'Pictures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'tripod on the beach', exact: true }) });
  await expect(item.getByRole('status')).toHaveText('Ready · Not published', { timeout: 60_000 });
  await item.getByRole('button', { name: 'Edit details: tripod on the beach' }).click();

  const form = page.getByRole('form', { name: 'Picture details' });
  const search = form.getByRole('searchbox', { name: 'Search products' });
  await expect(form.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await search.fill('zqxw');
  await expect(form.getByRole('status').filter({ hasText: 'No products found' })).toBeVisible();
  // One character searches nothing and empties what was said.
  await search.fill('B');
  await expect(form.getByRole('status')).toHaveCount(0);
  await search.fill('Befree');
  await form
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: `Choose ${product}` })
    .click();
  await expect(search).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Products found' })).toHaveCount(0);
  await expect(form.getByRole('group', { name: 'Shop product it shows' })).toContainText(product);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form).toHaveCount(0);
  await expect(item).toContainText(`· ${product}`);

  await item.getByRole('button', { name: 'Delete: tripod on the beach' }).click();
  await page.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(item).toHaveCount(0);
});
