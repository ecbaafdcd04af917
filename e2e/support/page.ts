import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type axeCore from 'axe-core';

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

/** axe-core's browser build, put into a page the first time it is scanned. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe finds on the page as it is now, each violation with the elements it names. axe-core runs
 * in the page itself: put in once per document (a journey's later scans, after navigations inside
 * the app, reuse it), and only the violations come back. @axe-core/playwright's builder put the
 * whole source in again and brought every passing check back with each scan, which took 0.7-1.4 s
 * a page where this takes 0.1-0.5 s; 85 scans run in the browser suite. The one frame in the site
 * (the contact page's map) is another site's page: its title is checked here, its content is not.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const scan = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
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
