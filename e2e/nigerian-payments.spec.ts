import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';
import { newestMailMentioning } from './support/outbox.ts';
import { decideInSandbox, logIn, newCustomer, newCustomerWithAddress, ordersOf } from './support/shopper.ts';

// Paying and receiving as Nigerian shoppers do (issue 28): a bank transfer the status page waits
// for, a course that needs no delivery, and a pickup paid at the studio. Each test signs up its own customer.

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

test('a shopper chooses Store Pickup and pays at the studio: the order is confirmed unpaid, and staff mark it paid and collected', async ({
  page,
  browser,
}) => {
  // Two people (the shopper and the studio's owner made from the command line) in one journey.
  test.setTimeout(180_000);
  const email = await newCustomerWithAddress(page);
  await logIn(page, email);
  await putInCart(page, REFLECTOR);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  // Paying at the studio goes with Store Pickup alone.
  await expect(page.getByRole('group', { name: 'Payment' })).toHaveCount(0);
  const pickup = page.getByRole('radio', { name: /^Store Pickup/ });
  await pickup.focus();
  await page.keyboard.press('Space');
  await expect(pickup).toBeChecked();
  const payment = page.getByRole('group', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Pay online now' })).toBeChecked();
  const atStudio = payment.getByRole('radio', { name: 'Pay at the studio' });
  await expect(atStudio).toHaveAccessibleDescription(
    'Cash, card or POS when you collect your order. We hold your items for you for a few days.',
  );
  await payment.getByRole('radio', { name: 'Pay online now' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(atStudio).toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Confirmed without payment: My Orders says so, and until when it is held.
  await page.waitForURL(/\/orders$/);
  await expect(page.getByText('Order placed. Pay at the studio when you collect it.').first()).toBeVisible();
  const [placed] = await ordersOf(page);
  expect(placed).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
  const orderNumber = placed?.orderNumber ?? '';
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('button', { name: new RegExp(`^Order ${orderNumber}`) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(/Pay at the studio by .+/);
  await expect(page.getByRole('link', { name: `Pay now for order ${orderNumber}` })).toHaveCount(0);
  await row.click();
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText(
    /Confirmed, to be paid at the studio \(cash, card or POS\) when you collect it\. We hold it for you until .+\./,
  );
  await expect(receipt.getByRole('region', { name: 'Payment' })).toContainText('At the studio (cash, card or POS), Pending');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect((await newestMailMentioning(email, `Order ${orderNumber} confirmed: pay at the studio`)).text).toContain(
    'We hold it for you until',
  );

  // The shopper comes in and pays by POS; staff mark the order paid and collected.
  const ownerEmail = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  expect(createOwner(ownerEmail, 'Sade Collector')).toContain(`${ownerEmail} is the owner`);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordAndLogIn(staff, ownerEmail, 'Set your password for Oju Studio');
  await staff.goto(`/studio/orders/${orderNumber}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const collect = staff.getByRole('region', { name: 'Paid and collected' });
  await collect.getByRole('button', { name: 'Mark paid and collected' }).click();
  await expect(collect.getByText('Please choose how the customer paid')).toBeVisible();
  await collect.getByRole('combobox', { name: 'Paid with' }).selectOption('pos');
  await collect.getByRole('button', { name: 'Mark paid and collected' }).click();
  await expect(staff.getByText(`Order ${orderNumber} is paid and collected`).first()).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Status history' })).toContainText('Paid at the studio (POS) and collected');
  await expect(staff.getByRole('region', { name: 'Paid and collected' })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await staffContext.close();

  await page.reload();
  const [collected] = await ordersOf(page);
  expect(collected).toMatchObject({ orderNumber, status: 'delivered', paymentStatus: 'paid' });
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('button', { name: new RegExp(`^Order ${orderNumber}`) })).toContainText(
    'Delivered',
  );
});
