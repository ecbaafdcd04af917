import { expect, type Page } from '@playwright/test';

/**
 * Presses Share where the browser has no share sheet (headless Chromium): the page's address goes
 * to the clipboard and the browser's alert says `message`.
 */
export async function expectShareCopiesLink(page: Page, message: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The clipboard takes writes only from the focused page (an axe check opens another).
  await page.bringToFront();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => alerts).toEqual([`alert: ${message}`]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
}
