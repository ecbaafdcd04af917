import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { newestMailMentioning } from './support/outbox.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { payAndDeliver, placedOrder } from './support/delivered-order.ts';
import { customerWithToken, logIn } from './support/shopper.ts';
import { createOwner, receiveStock, setPasswordAndLogIn } from './support/studio.ts';

// Staff refund one of two reflectors of a paid, delivered order from the order's page (at 360 px);
// the refund shows in the studio's history and on the shopper's My Orders; the dashboard counts the
// sale less the refund and draws the last 30 days.

const PRODUCT = 'reflector-5-in-1';
const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;

/** Today's refunds as the dashboard's Sales region shows them (none shown is ₦0). */
async function refundedToday(page: Page): Promise<number> {
  const today = page.getByRole('region', { name: 'Sales' }).getByRole('listitem').filter({ hasText: 'Today' });
  await expect(today).toBeVisible();
  const shown = /₦([\d,]+) refunded/.exec((await today.textContent()) ?? '');
  return shown ? Number(shown[1]?.replace(/,/g, '')) : 0;
}

test('staff refund part of a delivered order; the shopper sees it, the dashboard counts it (axe 0, 360 px)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const ownerEmail = `refund-owner-${Date.now()}@example.ng`;
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  // The day's refunds so far: earlier runs and the journeys beside this one refund too.
  const refundedBefore = await refundedToday(page);

  // A shopper's order of two reflectors (restocked for it), paid in the sandbox, then shipped and delivered.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const { account, token: shopperToken } = await customerWithToken(shopper);
  const shopperEmail = account.email;
  await receiveStock(page, PRODUCT, 2);
  const order = await placedOrder(shopper, shopperToken, [{ productId: PRODUCT, quantity: 2 }]);
  await payAndDeliver(shopper, shopperToken, order);

  // One of the two is refunded from the order's page, on a phone.
  const unit = order.items[0]?.price ?? 0;
  const reason = 'One reflector arrived with a torn cover';
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/studio/orders/${order.orderNumber}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await refunds.getByRole('radio', { name: 'Some items' }).check();
  await refunds.getByRole('textbox', { name: /^5-in-1 Collapsible Reflector/ }).fill('1');
  await refunds.getByRole('button', { name: 'Refund' }).click();
  await expect(refunds.getByRole('alert')).toHaveText('Please give a reason for the refund');
  await refunds.getByRole('textbox', { name: 'Reason (the customer reads it)' }).fill(reason);
  await refunds.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`Refunded ${naira(unit)} of order ${order.orderNumber}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText(`Refunded ${naira(unit)}: ${reason}`);
  await expect(refunds.getByRole('list', { name: 'Refunds made' })).toContainText('Tola Owner');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect((await newestMailMentioning(shopperEmail, `Order ${order.orderNumber}: refund of ${naira(unit)}`)).text).toContain(reason);

  // The shopper reads it in the order's history on My Orders.
  await logIn(shopper, shopperEmail);
  await shopper.goto('/orders');
  await shopper
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: `Order ${order.orderNumber}` })
    .click();
  await expect(shopper.getByRole('article').getByRole('region', { name: 'Status history' })).toContainText(
    `Refunded ${naira(unit)}: ${reason}`,
  );
  await shopperContext.close();

  // The dashboard: today's sales carry the refund; the chart is drawn and its figures are readable.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio');
  expect(await refundedToday(page)).toBeGreaterThanOrEqual(refundedBefore + unit);
  const chart = page.getByRole('img', { name: 'Daily sales and orders, the last 30 days' });
  await expect(chart).toBeVisible();
  await page.getByText('The figures, day by day').click();
  await expect(page.getByRole('table', { name: 'Sales and orders per day, the last 30 days' }).getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('link', { name: 'All low stock' })).toHaveAttribute('href', '/studio/stock');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
});
