import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/page.ts';
import { newestMailMentioning } from './support/outbox.ts';
import { decideInSandbox, logIn, newCustomer, newCustomerWithAddress, ordersOf } from './support/shopper.ts';

// Paying and receiving as Nigerian shoppers do (issue 28): a bank transfer the status page waits
// for, and a course that needs no delivery. Each test signs up its own customer.

const COURSE = { id: 'course-editing-masterclass', title: 'Retouching Masterclass (Video Course)' };

async function putInCart(page: Page, product: { id: string; title: string }) {
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' }).first()).toBeVisible();
}

test('a shopper buys a course with no address and no shipping, and downloads it', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, await newCustomer(page));
  await putInCart(page, COURSE);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toHaveText(/No delivery needed: your downloads are in My Orders once the payment is received\./);
  await expect(page.getByRole('group', { name: 'Delivery Address' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Shipping Method' })).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Shipping', { exact: true }).locator('..')).toContainText('Free');
  await expectNoAxeViolations(page);
  await summary.getByRole('button', { name: /^Pay ₦/ }).click();
  await decideInSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  await page.goto('/orders');
  await page
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: /^Order OJ-/ })
    .first()
    .click();
  const receipt = page.getByRole('article');
  await expect(receipt.getByRole('region', { name: 'Delivery' })).toContainText('Shipping method: Digital download (no delivery)');
  await expect(receipt.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
  const download = receipt.getByRole('button', { name: /^Download Retouching Masterclass/ });
  const popup = page.waitForEvent('popup');
  await download.click();
  await (await popup).close();
  await expect(receipt.getByText('4 of 5 downloads left')).toBeVisible();
  await expectNoAxeViolations(page);
});

const REFLECTOR = { id: 'reflector-5-in-1', title: '5-in-1 Collapsible Reflector 110cm' };

test('a shopper pays by bank transfer: the status page waits, a reload keeps waiting, the transfer lands and a mail confirms it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await newCustomerWithAddress(page);
  await logIn(page, email);
  await putInCart(page, REFLECTOR);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();

  // The sandbox's transfer: a one-time account, the exact amount and when it closes.
  await expect(page.getByRole('heading', { level: 1, name: /^Pay for order / })).toBeVisible();
  const transfer = page.getByRole('region', { name: 'Bank transfer' });
  await expect(transfer.getByText(/^9\d{9}$/)).toBeVisible();
  await expect(transfer.getByText('Expires')).toBeVisible();
  await expect(page.getByRole('region', { name: 'USSD' })).toBeVisible();
  await transfer.getByRole('button', { name: 'I have paid' }).click();
  await page.waitForURL(/\/payment\/status\?/);

  const waiting =
    /We are waiting for your bank transfer to arrive\. This page keeps checking until .+; you can close it and come back from My Orders\./;
  // The bank takes a few seconds: the page says it waits for the transfer, and a reload keeps waiting.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Payment pending|Thank you for your order/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 30_000 });
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  await newestMailMentioning(email, `Order ${order?.orderNumber} confirmed (sandbox payment)`);
});
