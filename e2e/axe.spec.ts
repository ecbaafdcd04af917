import { expect, test } from './support/test.ts';
import { axeViolations } from './support/page.ts';

// The accessibility check every journey relies on finds what it should, on a page of its own and
// again after the page changed (axe is put into a page once and kept for its later scans).
test('the axe check names a picture without alt text, then a button without a name added later, and nothing on a clean page', async ({
  page,
}) => {
  await page.setContent('<!doctype html><html lang="en"><title>Probe</title><main><h1>Probe</h1><img src="data:,"></main></html>');
  expect(await axeViolations(page)).toEqual(['image-alt: img']);

  await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'A probe'));
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  expect(await axeViolations(page)).toEqual(['button-name: button']);

  await page.evaluate(() => document.querySelector('button')?.remove());
  expect(await axeViolations(page)).toEqual([]);
});
