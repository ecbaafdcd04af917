import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STUDIO_KEY_FILE } from '../../server/studio/studio-key.ts';
import { linkFromNewestMail } from './outbox.ts';
import { PASSWORD } from './shopper.ts';

/** npm run studio -- create-owner, against the test server and its data directory (each journey names its own owner). */
export function createOwner(email: string, name = 'Tola Owner'): string {
  return execFileSync(process.execPath, ['scripts/studio.ts', 'create-owner', '--email', email, '--name', name], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STUDIO_URL: test.info().project.use.baseURL },
    encoding: 'utf8',
  });
}

/** Opens the mailed one-time link, chooses the password, then logs in on the normal login page. */
export async function setPasswordAndLogIn(page: Page, email: string, subject: string) {
  const link = await linkFromNewestMail(email, subject);
  await page.goto(link.pathname);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successfully! You can now login with your new password.').first()).toBeVisible();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The studio' })).toBeVisible();
}

/** The operator's key the test server wrote to its data directory, as npm run studio reads it. */
function studioKey(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', STUDIO_KEY_FILE), 'utf8').trim();
}

/**
 * Units received into a product's stock through the studio's API: a journey that sells a product
 * out starts from stock it put there, in every run on the same server.
 */
export async function receiveStock(page: Page, productId: string, units: number): Promise<void> {
  await studioPost(page, `/studio/products/${productId}/stock`, { reason: 'received', delta: units, note: 'Delivered for a test journey' });
}

/** A studio operation through the API with the operator's key; it must succeed. */
export async function studioPost(page: Page, apiPath: string, data: unknown): Promise<void> {
  const response = await page.request.post(`/api/v1${apiPath}`, { headers: { authorization: `Bearer ${studioKey()}` }, data });
  expect(response.ok(), `${apiPath}: ${response.status()} ${await response.text()}`).toBe(true);
}
