import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { linkFromNewestMail } from './support/outbox.ts';
import { logIn } from './support/login.ts';
import { expectNoAxeViolations } from './support/page.ts';
import { newCustomer, PASSWORD } from './support/shopper.ts';

/** A page whose address holds a token: not for search engines, and the token in no canonical or og:url. */
async function expectTokenKeptOutOfMeta(page: Page, token: string) {
  const response = await page.request.get(new URL(page.url()).pathname);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  expect(await page.locator('head').innerHTML()).not.toContain(token);
}

test('the login page has both modes and no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an empty sign-up toasts each missing field, and the password can be shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of ['Email is required', 'Password is required', 'Full name is required']) {
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await page.getByLabel('Password', { exact: true }).fill('Shutter2026');
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password', exact: true })).toBeVisible();
});

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
}

test('sign up, open the verification link from the outbox, log in, then find a product with a typo and add it to the cart', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Adaeze Okafor');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // One password rule on every form, and a common password is refused by the server, whose word the form shows.
  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm password', { exact: true }).fill('Password1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password is too common. Please choose one that is harder to guess' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Shutter2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Shutter2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Not verified yet: the server refuses the login and offers a new mail.
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await logIn(page, { email, password: 'Shutter2026' });
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();

  const link = await linkFromNewestMail(email, 'Verify your email address');
  expect(link.pathname).toMatch(/^\/verify-email\/[A-Za-z0-9_-]+$/);
  await page.goto(link.pathname);
  await expect(page.getByRole('status').filter({ hasText: 'verified' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, { email, password: 'Shutter2026' });
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully!' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The new customer shops: browse, filter, search with a typo, open a product, choose a variant, add to cart.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL('/shop');
  await page.getByRole('radio', { name: 'Backdrops' }).check();
  await expect(page.locator('a[href="/shop/canon-eos-r6-mark-ii"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear All', exact: true }).first().click();
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('musln');
  await search.press('Enter');
  await page.locator('a[href="/shop/muslin-backdrop-3x6"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hand-dyed Muslin Backdrop 3x6m' })).toBeVisible();
  await page.getByRole('button', { name: /Blue · M/ }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // A verification link works once.
  await page.goto(link.pathname);
  await expect(page.getByText('Please try again or request a new verification email.')).toBeVisible();
});

test('forgot password, reset through the mailed link, then log in with the new password only', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const registered = await request.post('/api/v1/user/register', { data: { name: 'Kunle Ade', email, password: 'OldPass2026' } });
  expect(registered.status()).toBe(201);
  await page.goto((await linkFromNewestMail(email, 'Verify your email address')).pathname);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = await linkFromNewestMail(email, 'Reset your password');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  await expect(page.getByText('Hello Kunle Ade,')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('NewPass2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('NewPass2025');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();

  await page.getByLabel('Confirm new password', { exact: true }).fill('NewPass2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Password reset successfully! You can now login with your new password.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, { email, password: 'OldPass2026' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await logIn(page, { email, password: 'NewPass2026' });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The link was used up by the reset.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('a wrong password shows the server message; the right one logs in and returns to where the shopper was', async ({ page }) => {
  // A customer of its own: wrong passwords count against the email, and the demo customer's logins
  // would slow down over runs on the same server.
  const email = await newCustomer(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');

  await logIn(page, { email, password: 'WrongPass1' });
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await logIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('status').filter({ hasText: 'Logged in successfully!' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);
});

test('logout forgets the token in the browser and on the server', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const me = await request.get('/api/v1/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a token revoked on the server sends the shopper to /login on the next call', async ({ page, request }) => {
  await page.goto('/login');
  // The login's own call (the cart) must be over before the token is revoked: answered 401, it
  // would already end the session on this page, and the reload below would find no token.
  const cartLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/cart');
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect((await cartLoaded).status()).toBe(200);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.post('/api/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  // The reloaded page's first call with the token (the user) hears 401, and the app goes to /login.
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/me');
  await page.goto('/');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('forgot password: the form, then Check Your Email, without telling whether the account exists', async ({ page }) => {
  await page.goto('/forgot-password');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a made-up reset link shows the invalid-link screen', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
  await expectNoAxeViolations(page);
  await expectTokenKeptOutOfMeta(page, 'not-a-real-token');
});

test('a made-up verification link shows the error and the advice', async ({ page }) => {
  await page.goto('/verify-email/not-a-real-token');
  // The server's message on the page, and in an error toast as the spec's error catalogue asks.
  await expect(page.getByRole('main').getByText('Invalid or expired verification link')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Invalid or expired verification link')).toBeVisible();
  await expect(page.getByText('Please try again or request a new verification email.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTokenKeptOutOfMeta(page, 'not-a-real-token');
});
