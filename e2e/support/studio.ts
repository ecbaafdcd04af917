import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
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
