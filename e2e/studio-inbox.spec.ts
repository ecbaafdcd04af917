import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { newestMailMentioning } from './support/outbox.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, scrollToFooter } from './support/page.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';

// The studio's inbox and newsletter: a visitor's contact message is found, opened and marked
// handled; a reader who subscribed from a page's footer shows with that page as its source, the
// list exports as CSV, and the mail's unsubscribe link unsubscribes only when its button is pressed.

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

test('a visitor’s contact message shows in the inbox; staff open it and mark it handled (axe 0, 360 px)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const visitor = unique('visitor');
  await form.getByRole('textbox', { name: 'Name' }).fill('Tunde Bakare');
  await form.getByRole('textbox', { name: 'Email' }).fill(visitor);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+234 809 555 0101');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Family portrait session');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you have a slot on Saturday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const referenceId = (await page.getByRole('status').filter({ hasText: 'Your reference ID is' }).locator('strong').textContent()) ?? '';
  expect(referenceId).toMatch(/^MSG-\d{8}-[A-Z2-9]{4}$/);

  const ownerEmail = unique('inbox-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, email, subject or reference' }).fill(referenceId);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(referenceId) });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText(visitor);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: referenceId }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family portrait session' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByText('Do you have a slot on Saturday?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:${visitor}?subject=${encodeURIComponent(`Re: [${referenceId}] Family portrait session`)}`,
  );
  await expect(page.getByRole('definition').filter({ hasText: 'Not handled' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Message marked handled').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Handled by Tola Owner on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, email, subject or reference' }).fill(referenceId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(referenceId) })).toContainText('Handled');
});

test('a footer subscriber shows with its page as source, the list exports as CSV, and the mailed link unsubscribes on a press (axe 0)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reader = unique('reader');
  await page.goto('/careers');
  await scrollToFooter(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(reader);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Almost there! Open the link we emailed you to confirm your subscription.');

  const ownerEmail = unique('news-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const search = async () => {
    await page.getByRole('searchbox', { name: 'Search by email or source' }).fill(reader);
    await page.getByRole('button', { name: 'Search' }).click();
    return page.getByRole('row', { name: new RegExp(reader.replace(/[.]/g, '\\.')) });
  };
  const row = await search();
  await expect(row).toContainText('Pending confirmation');
  await expect(row).toContainText('/careers');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^newsletter-subscribers_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await saved.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('Email,Subscribed,Status,Confirmed,Unsubscribed,Source');
  expect(lines[1]).toMatch(new RegExp(`^${reader.replace(/[.]/g, '\\.')},.+,Pending confirmation,,,/careers$`));

  // The confirmation mail's unsubscribe link: opening it changes nothing, the button does.
  const mail = await newestMailMentioning(reader, 'Confirm your newsletter subscription');
  const link = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\/\S+/.exec(mail.text)?.[0] ?? '');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page);
  await page.goto('/studio/newsletter');
  await expect(await search()).toContainText('Pending confirmation');

  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed. You will get no more newsletters from the studio.');
  await expectNoAxeViolations(page);
  await page.goto('/studio/newsletter');
  await expect(await search()).toContainText('Unsubscribed');
});
