import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { decideInSandbox, logIn, newCustomerWithAddress, ordersOf, stockOf } from './support/shopper.ts';
import { axeViolations } from './support/page.ts';
import { receiveStock } from './support/studio.ts';

// A payment that fails must not lose the sale (issue 25): the order stays payable, Try Again and
// My Orders' Pay now pay that same order, and Cancel gives its stock back at once. Each test uses
// its own product, so parallel tests never share stock.

const GELS = { id: 'magnetic-gel-kit', title: 'Magnetic Colour Gel Kit for Speedlights' };
const JOURNAL = { id: 'creative-journal', title: 'Shoot Planner Journal' };
const CABLE = { id: 'tether-cable-usb-c', title: 'Tether Cable USB-C 5m, High Visibility' };

async function putInCart(page: Page, product: { id: string; title: string }, quantity: number) {
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const field = page.getByRole('group', { name: 'Quantity' }).getByRole('spinbutton', { name: 'Quantity' });
  await field.fill(String(quantity));
  await expect(field).toHaveValue(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' }).first()).toBeVisible();
}

/** Checkout with the default address, to the provider's page. */
async function placeOrder(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay for order / })).toBeVisible();
}

test('all the units in the cart, declined, then Try Again pays the same order: one paid order', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, await newCustomerWithAddress(page));
  // An earlier run on this server may have sold every unit.
  await receiveStock(page, GELS.id, 2);
  const units = await stockOf(page, GELS.id);
  expect(units).toBeGreaterThanOrEqual(2);
  await putInCart(page, GELS, units);
  await placeOrder(page);
  const [placed] = await ordersOf(page);
  expect(placed).toMatchObject({ status: 'pending' });
  await decideInSandbox(page, 'Decline');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

  // Try Again pays the order already placed (it holds every unit left): no second order is refused.
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay for order ${placed?.orderNumber}` })).toBeVisible();
  await decideInSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ _id: placed?._id, status: 'confirmed', paymentStatus: 'paid' });
  expect(await stockOf(page, GELS.id)).toBe(0);
});

test('an abandoned payment is paid later with Pay now from My Orders', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, await newCustomerWithAddress(page));
  // The unit this journey buys, so that every run on this server finds one.
  await receiveStock(page, JOURNAL.id, 1);
  await putInCart(page, JOURNAL, 1);
  await placeOrder(page);
  // The shopper leaves the provider's page without deciding.
  await page.goto('/orders');
  const [placed] = await ordersOf(page);
  const row = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order ${placed?.orderNumber}` });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: `Pay now for order ${placed?.orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay for order ${placed?.orderNumber}` })).toBeVisible();
  await decideInSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
  expect(await ordersOf(page)).toHaveLength(1);
});

test('cancelling an unpaid order from My Orders puts its stock back on the product page at once', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, await newCustomerWithAddress(page));
  const units = await stockOf(page, CABLE.id);
  expect(units).toBeGreaterThan(0);
  await putInCart(page, CABLE, units);
  await placeOrder(page);
  await page.goto(`/shop/${CABLE.id}`);
  await expect(page.getByText('Sold Out', { exact: true }).first()).toBeVisible();

  await page.goto('/orders');
  const [placed] = await ordersOf(page);
  const row = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order ${placed?.orderNumber}` });
  await row.getByRole('button', { name: `Cancel order ${placed?.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByRole('radio', { name: 'Changed my mind' }).check();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);

  await page.goto(`/shop/${CABLE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CABLE.title })).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true }).first()).toBeVisible();
  expect(await stockOf(page, CABLE.id)).toBe(units);
});
