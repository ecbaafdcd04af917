import { expect, test } from './support/test.ts';
import { logInThroughApi } from './support/login.ts';
import { linkFromNewestMail } from './support/outbox.ts';
import { axeViolations } from './support/page.ts';

test('the mobile menu at 360 px keeps Tab inside, closes on Escape and on navigation, and returns the focus', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/shop');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Shift+Tab from the first control wraps to the last one, and Tab wraps back.
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('link', { name: 'Shop Now' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await menu.getByRole('link', { name: 'Captured Notes' }).click();
  await expect(page).toHaveURL('/lifestyle');
  await expect(menu).toBeHidden();

  // Its Book Now button leads to /bookings and closes it too.
  await opener.click();
  await menu.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL('/bookings');
  await expect(menu).toBeHidden();
});

test('the footer newsletter form answers every address alike, and the mailed link confirms the subscription', async ({ page }) => {
  const email = `news-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  // The footer comes with the page (the server renders it); its form works once its code has loaded.
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your email address');

  await form.getByRole('textbox', { name: 'Email address' }).fill('ada@example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

  await form.getByRole('textbox', { name: 'Email address' }).fill(`  ${email.toUpperCase()} `);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Almost there! Open the link we emailed you to confirm your subscription.');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  // A second subscribe says the same: the form tells nobody who is on the list.
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Almost there! Open the link we emailed you to confirm your subscription.');

  const link = await linkFromNewestMail(email, 'Confirm your newsletter subscription');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "Your subscription is confirmed. Thanks for joining the studio's newsletter!" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired confirmation link' })).toBeVisible();
});

test('the header keeps its place when a stored login arrives: the main navigation is where a guest sees it', async ({ browser }) => {
  const navigationBox = async (signedIn: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (signedIn) await logInThroughApi(page);
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(
      signedIn ? banner.getByRole('button', { name: 'Account' }) : banner.getByRole('link', { name: 'Login', exact: true }),
    ).toBeVisible();
    const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    await context.close();
    return box;
  };
  const guest = await navigationBox(false);
  expect(guest).not.toBeNull();
  expect(await navigationBox(true)).toEqual(guest);
});
