import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';

// The bookings page's services are the studio's to write: staff change a service's title and
// button text in the back office and the public /bookings shows them. The service is written back
// as it was at the end, so the other journeys find the page as the studio started it.

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

function sourcingForm(page: Page) {
  return page.getByRole('region', { name: 'Source Items Not On List' }).or(page.getByRole('region', { name: 'Gear Hunting' }));
}

async function writeSourcing(page: Page, title: string, buttonText: string) {
  const form = sourcingForm(page);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Button text' }).fill(buttonText);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: title })).toContainText('Last changed');
  await expect(page.getByRole('region', { name: title }).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
}

test('staff change a service’s title and button text and /bookings shows them (axe 0, 360 px)', async ({ page }) => {
  test.setTimeout(180_000);
  const ownerEmail = unique('bookings-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Bookings page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings page' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const form = sourcingForm(page);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(/./);

  // A plain http form link is refused by the form itself, by its field.
  await form.getByRole('textbox', { name: 'Form link' }).fill('http://forms.example.ng/sourcing');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The form link must be an https address')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Form link' })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Form link' }).fill('');
  await expectNoAxeViolations(page);

  await writeSourcing(page, 'Gear Hunting', 'Find It For Me');
  await expect(page.getByText('Service saved').first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/bookings');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Gear Hunting' }) });
  await expect(card.getByRole('link', { name: 'Find It For Me' })).toHaveAttribute('href', '/contact?service=source-items');
  await page.getByRole('button', { name: 'Show Gear Hunting' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gear Hunting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/studio/bookings');
  await writeSourcing(page, 'Source Items Not On List', 'Request Item');
});
