import { expect, type Page } from '@playwright/test';

export interface Account {
  readonly email: string;
  readonly password: string;
}

/** The seeded demo customer (server/seed/demo-shop.ts). */
export const DEMO: Account = { email: 'demo@studio-shop.local', password: 'Demo1234' };

/**
 * Fills the login form and submits it, once the login page is there (a redirect to /login comes a
 * moment after the page that asked for it starts). The caller checks the outcome.
 */
export async function logIn(page: Page, account: Account = DEMO): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logged in through the API: the token is in the browser's storage before the first page loads. */
export async function logInThroughApi(page: Page, account: Account = DEMO): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}
