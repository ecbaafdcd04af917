import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectShareCopiesLink } from './support/share.ts';
import { logIn } from './support/login.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectPageReady, scrollToFooter } from './support/page.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { dataRequests } from './support/public-pages.ts';
import { customerWithToken, newCustomer, PASSWORD } from './support/shopper.ts';

/** A like button's count as it names it: '1 like', '3 likes'. */
const likes = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/** A click on the dark backdrop of an open lightbox or modal, in its bottom-left corner. */
async function clickBackdrop(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.click(4, viewport.height - 4);
}

test('both galleries: the stories lightbox by keyboard, a like as a visitor and then as a customer, the showcase modal', async ({
  page,
}) => {
  // Two galleries, a login and three lightboxes in one journey: three times the usual budget.
  test.slow();
  await page.goto('/humanstories');
  await expect(page.getByRole('heading', { level: 1, name: 'Human Stories' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured stories' })).toBeVisible();
  // The 24 seeded stories, and any a studio journey running beside this one has just published.
  const stories = page.getByRole('button', { name: /^View Details: / });
  await expect(stories.nth(23)).toBeVisible();
  await expectNoAxeViolations(page);

  // A tile shows 'View Details' on hover, and on keyboard focus.
  const golden = page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' });
  const tailor = page.getByRole('button', { name: 'View Details: The Tailor of Dugbe' });
  await expect(golden.getByText('View Details')).toBeHidden();
  await golden.hover();
  await expect(golden.getByText('View Details')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(golden.getByText('View Details')).toBeHidden();
  await golden.focus();
  await page.keyboard.press('Tab');
  await expect(tailor).toBeFocused();
  await expect(tailor.getByText('View Details')).toBeVisible();

  // A click on the backdrop closes the lightbox, and the focus goes back to the tile that opened it.
  await golden.click();
  await expect(page.getByRole('dialog', { name: 'Golden Hour in Bodija' })).toBeVisible();
  await clickBackdrop(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(golden).toBeFocused();

  await page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Golden Hour in Bodija' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('Portraits · by Kunle Adeyemi')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'The Tailor of Dugbe' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Menswear Editorial' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A visitor's like in the lightbox does nothing ("in the lists, nothing happens"); the
  // header's Login comes back to the gallery. The count is everyone's, so it is read first.
  const customer = { email: await newCustomer(page), password: PASSWORD };
  await page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' }).click();
  const visitorLike = page.getByRole('dialog').getByRole('button', { name: /^Like \d+ likes?$/ });
  const count = Number((await visitorLike.getAttribute('aria-label'))?.replace(/\D/g, ''));
  await visitorLike.click();
  await expect(page).toHaveURL('/humanstories');
  await expect(page.getByRole('button', { name: `Like ${likes(count)}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, customer);
  await expect(page).toHaveURL('/humanstories');

  await page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' }).click();
  // The button turns at once; the reload waits for the server to have kept the like (a reload
  // while the request is still on its way would cancel it).
  const kept = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/like') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: `Like ${likes(count)}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Unlike ${likes(count + 1)}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await kept).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' }).click();
  await expect(page.getByRole('button', { name: `Unlike ${likes(count + 1)}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Switch to Product Showcase' }).click();
  await expect(page).toHaveURL('/productshowcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Showcase' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Collection' })).toHaveCount(12);
  await expectNoAxeViolations(page);
  const canon = page.getByRole('button', { name: 'Open Canon EOS R6 Mark II' });
  // The stacked thumbnails are named pictures with their renditions.
  await expect(page.getByRole('img', { name: 'Canon EOS R6 Mark II, view 2' })).toHaveAttribute(
    'srcset',
    /showcase-canon-r6-v2-wm-480\.jpg 480w/,
  );
  await canon.click();
  const modal = page.getByRole('dialog', { name: 'Canon EOS R6 Mark II' });
  await expect(modal.getByText('1 / 3')).toBeVisible();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('2 / 3')).toBeVisible();
  await modal.getByRole('button', { name: 'Prev' }).click();
  await expect(modal.getByText('1 / 3')).toBeVisible();
  await clickBackdrop(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(canon).toBeFocused();
  await canon.click();
  await expect(modal.getByText('1 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(modal.getByText('3 / 3')).toBeVisible();
  await modal.getByRole('link', { name: 'Open Page' }).click();
  await expect(page).toHaveURL('/image/productshowcase/showcase-canon-r6');
  await expect(page.getByRole('heading', { level: 1, name: 'Canon EOS R6 Mark II' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/image/productshowcase/no-such-item');
  await expect(page.getByText('Gallery item not found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Showcase' })).toHaveAttribute('href', '/productshowcase');

  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/humanstories', '/productshowcase', '/image/human-stories/okada-rain', '/gallery/eyo-festival']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test('the image pages: related images, a new collection with the image, the same image refused, and a JPEG download', async ({ page }) => {
  await page.goto('/image/human-stories/okada-rain');
  await expect(page.getByRole('heading', { level: 1, name: 'Okada in the Rain' })).toBeVisible();
  await expect(page.getByText('Photo by Amina Bello')).toBeVisible();
  const related = page.getByRole('complementary', { name: 'Related Images' });
  await expect(related.getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);
  // Share without a device share sheet copies the page's address and says so in the browser's alert.
  await expectShareCopiesLink(page, 'Link copied to clipboard!');
  await page.getByRole('link', { name: 'Next image' }).click();
  await expect(page).toHaveURL('/image/human-stories/market-colours');

  await page.goto('/gallery/eyo-festival');
  await expect(page.getByRole('heading', { level: 1, name: 'Eyo Festival' })).toBeVisible();
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page);
  await expect(page).toHaveURL('/gallery/eyo-festival');

  const name = `Festivals ${Date.now()}`;
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  await page.getByRole('dialog', { name: 'Add to Collection' }).getByRole('button', { name: 'Create new collection' }).click();
  const create = page.getByRole('dialog', { name: 'Create new collection' });
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await create.getByLabel('Collection name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Created ${name} collection` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Added to ${name} collection` })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  await page.getByRole('button', { name: `${name} (1)` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Image is already in this collection' })).toBeVisible();
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Eyo Festival.jpg');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await page.getByRole('button', { name: 'Go Premium' }).click();
  const promo = page.getByRole('dialog', { name: 'Go Premium' });
  await expect(promo.getByText('$7/month, billed yearly')).toBeVisible();
  await promo.getByRole('button', { name: 'Monthly' }).click();
  await expect(promo.getByText('$20/month')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(promo).toHaveCount(0);

  await page.goto('/gallery/no-such-image');
  await expect(page.getByText('Image not found')).toBeVisible();
});

test('the stories lightbox shows its like button with the picture at 1280x800; at 360 px the gallery switch covers nothing; related images are in the site colours', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/humanstories');
  await page.getByRole('button', { name: 'View Details: Golden Hour in Bodija' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Golden Hour in Bodija' });
  await expect(lightbox.getByRole('button', { name: /^Like / })).toBeInViewport({ ratio: 1 });
  await expect(lightbox.getByRole('heading', { name: 'Golden Hour in Bodija' })).toBeInViewport({ ratio: 1 });
  await expect(lightbox.getByRole('img').first()).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');

  // At every scroll position, from the top to the footer, nothing readable or clickable lies under the switch.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/humanstories');
  await expectPageReady(page);
  await scrollToFooter(page);
  const switchLink = page.getByRole('link', { name: 'Switch to Product Showcase' });
  await expect(switchLink).toBeVisible();
  const covered = await page.evaluate(async () => {
    const target = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Switch to Product Showcase');
    if (!target) return ['no switch'];
    const found = new Set<string>();
    const step = window.innerHeight / 2;
    for (let top = 0; top <= document.documentElement.scrollHeight; top += step) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = target.getBoundingClientRect();
      for (const element of document.querySelectorAll(
        'main a, main button, main img, main h1, main h2, main p, footer a, footer p, footer input, footer button',
      )) {
        if (element === target || target.contains(element) || element.contains(target)) continue;
        const other = element.getBoundingClientRect();
        const overlaps =
          other.width > 0 &&
          other.height > 0 &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top;
        if (overlaps) found.add(`${element.tagName} ${(element.textContent ?? '').trim().slice(0, 30)}`);
      }
    }
    return [...found];
  });
  expect(covered).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/image/human-stories/okada-rain');
  const related = page.getByRole('complementary', { name: 'Related Images' }).getByRole('link').first();
  await expect(related).toBeVisible();
  const [linkColour, textColour] = await related.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(document.body).color]);
  expect(linkColour).toBe(textColour);
});

test('the stories carousel lays its slides as cards, each arriving in 3 s, without widening a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/humanstories');
  const hero = page.getByRole('region', { name: 'Featured stories' });
  await expect(hero.getByRole('group', { name: /^1 \/ \d+$/ })).toHaveCSS('animation-duration', '3s');
  await hero.getByRole('button', { name: 'Next slide' }).click();
  const second = hero.getByRole('group', { name: /^2 \/ \d+$/ });
  await expect(second).toHaveCSS('animation-duration', '3s');
  await expect(second).not.toHaveCSS('animation-name', 'none');
  await expectNoSidewaysScroll(page);
});

test("a customer's like shows on the pages the server drew for a guest, with its count read again (the page may be older than the like)", async ({
  page,
}) => {
  // A guest's visit first: the server keeps the page it drew, with the count before the like, for a few seconds.
  await page.goto('/image/humanstories/okada-rain');
  await expectPageReady(page);
  const guestLike = page.getByRole('button', { name: /^Like \d+ likes?$/ });
  const before = Number((await guestLike.getAttribute('aria-label'))?.replace(/\D/g, ''));
  const { token } = await customerWithToken(page);
  const like = await page.request.post('/api/v1/gallery/images/okada-rain/like', { headers: { authorization: `Bearer ${token}` } });
  expect(((await like.json()) as { isLiked: boolean }).isLiked).toBe(true);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.addInitScript(recordLayoutShifts);

  // The server renders every page for a guest; the browser marks the like once it knows who is
  // signed in, reads the liked picture's count again, and the filled heart moves nothing.
  for (const path of ['/image/humanstories/okada-rain', '/gallery/okada-rain']) {
    const requests = dataRequests(page);
    const cartLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/cart');
    await page.goto(path);
    await expectPageReady(page);
    await cartLoaded;
    await expect(page.getByRole('button', { name: `Unlike ${likes(before + 1)}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(requests.toSorted()).toEqual(['/api/v1/gallery/okada-rain', '/api/v1/user/cart', '/api/v1/user/me']);
    expect(await layoutShifts(page)).toEqual([]);
  }

  await page.goto('/humanstories');
  await expectPageReady(page);
  await page.getByRole('button', { name: 'View Details: Okada in the Rain' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Okada in the Rain' });
  await expect(lightbox.getByRole('button', { name: /^Unlike \d+ likes?$/ })).toHaveAttribute('aria-pressed', 'true');
  // Another story the customer has not liked stays a Like.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog')).not.toHaveAccessibleName('Okada in the Rain');
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Like \d+ likes?$/ })).toHaveAttribute('aria-pressed', 'false');
});
