import { expect, type Page } from '@playwright/test';
import type { Account } from './login.ts';
import { linkFromNewestMail } from './outbox.ts';

export const PASSWORD = 'Shutter2026';

const ADDRESS = {
  label: 'Home',
  fullName: 'Bola Ade',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100271',
  phone: '0803 555 0101',
  isDefault: true,
};

/** A new customer with a verified email and no address, not yet signed in in the browser. */
export async function newCustomer(page: Page): Promise<string> {
  const email = `payer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  const registered = await page.request.post('/api/v1/user/register', {
    data: { name: 'Bola Ade', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await linkFromNewestMail(email, 'Verify your email address');
  expect((await page.request.get(`/api/v1/user/verify-email/${link.pathname.split('/').at(-1)}`)).ok()).toBe(true);
  return email;
}

/** A new customer with a verified email, and their token from a login through the API (not the browser's). */
export async function customerWithToken(page: Page): Promise<{ account: Account; token: string }> {
  const account = { email: await newCustomer(page), password: PASSWORD };
  const login = await page.request.post('/api/v1/user/login', { data: account });
  expect(login.ok()).toBe(true);
  return { account, token: ((await login.json()) as { token: string }).token };
}

/** A new customer with a verified email and a default Lagos address, not yet signed in in the browser. */
export async function newCustomerWithAddress(page: Page): Promise<string> {
  const { account, token } = await customerWithToken(page);
  expect((await page.request.post('/api/v1/user/address', { headers: { authorization: `Bearer ${token}` }, data: ADDRESS })).ok()).toBe(
    true,
  );
  return account.email;
}

/** Signs in through the login page and waits for the header to show the account. */
export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

/** The signed-in shopper's token, for reading what the server now holds. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** How many units of the product the shop has left, as the server says now. */
export async function stockOf(page: Page, productId: string): Promise<number> {
  const response = await page.request.get(`/api/v1/product/single/${productId}`);
  return ((await response.json()) as { product: { stock: number } }).product.stock;
}

/** The shopper's orders as the server holds them. */
export async function ordersOf(page: Page): Promise<{ _id: string; orderNumber: string; status: string; paymentStatus: string }[]> {
  const response = await page.request.get('/api/v1/order/my-orders?limit=50', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await response.json()) as { orders: { _id: string; orderNumber: string; status: string; paymentStatus: string }[] }).orders;
}

/** On the sandbox provider's page: Pay, Decline or Cancel; back on the shop's status page. */
export async function decideInSandbox(page: Page, decision: 'Pay' | 'Decline' | 'Cancel') {
  await expect(page.getByRole('heading', { level: 1, name: /^Pay for order / })).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
  await page.waitForURL(/\/payment\/status\?/);
}
