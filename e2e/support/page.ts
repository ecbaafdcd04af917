import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page shows what it came for: its h1, no region still busy, no 'Loading ...' status. Checks
 * that read the whole page (axe, a scroll to the footer) wait for this first; before it they
 * would judge a page that has not rendered yet.
 */
export async function expectPageReady(page: Page): Promise<void> {
  // CSS, not the role: an open dialog hides the page's heading from the accessibility tree.
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * What axe finds on the page as it is now, each violation with the elements it names. Legacy mode
 * runs axe in the page alone: the default also opens a blank page per scan to merge the frames'
 * results, which doubled a scan's time, and these pages have no frames of another origin.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Once the page is ready, axe finds nothing. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectPageReady(page);
  expect(await axeViolations(page)).toEqual([]);
}

/** The page is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Scrolls to the bottom until the footer (loaded as it comes into view) shows. The page may still
 * grow as its lower sections load, pushing the footer out of view again, so it scrolls again
 * until the footer is there.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  await expectPageReady(page);
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
