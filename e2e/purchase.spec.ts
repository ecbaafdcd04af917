import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { linkFromNewestMail } from './support/outbox.ts';
import { expectNoAxeViolations } from './support/page.ts';

// The purchase in the browser (issue 13): cart drawer, checkout, the sandbox payment page and the
// payment status screen, with the keyboard alone. Each test signs up its own customer, so the
// carts of parallel tests never meet.

const PASSWORD = 'Shutter2026';
const PHYSICAL = { id: 'reflector-5-in-1', title: '5-in-1 Collapsible Reflector 110cm' };
const DIGITAL = { id: 'presets-melanin-glow', title: 'Melanin Glow Lightroom Presets' };

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new, verified customer. */
async function newCustomer(page: Page): Promise<string> {
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;
  const registered = await page.request.post('/api/v1/user/register', {
    data: { name: 'Bola Ade', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await linkFromNewestMail(email, 'Verify your email address');
  expect((await page.request.get(`/api/v1/user/verify-email/${link.pathname.split('/').at(-1)}`)).ok()).toBe(true);
  return email;
}

/** Focus goes to the element, then the key does the work: no pointer anywhere. */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

async function typeInto(target: Locator, text: string) {
  await target.focus();
  await target.page().keyboard.type(text);
}

async function logIn(page: Page, email: string) {
  await typeInto(page.getByRole('textbox', { name: 'Email' }), email);
  await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

async function addToCart(page: Page, product: { id: string; title: string }) {
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await press(page.getByRole('button', { name: 'Add to Cart' }));
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' }).first()).toBeVisible();
}

/** On the sandbox provider's page, approve or decline with the keyboard, and come back to the site. */
async function payInSandbox(page: Page, outcome: 'approve' | 'decline') {
  await page.waitForURL(/\/payment\/sandbox|sandbox/);
  await press(page.getByRole('button', { name: outcome === 'approve' ? /^Pay/ : /Decline/ }));
  await page.waitForURL(/\/payment\/status\?/);
}

function cartIcon(page: Page, count: number) {
  return page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
}

test('a shopper buys a physical and a digital product with the keyboard alone, and a declined payment leaves the order unpaid', async ({
  page,
}) => {
  // The whole purchase, twice through the provider's page: longer than one screen's test.
  test.setTimeout(90_000);
  const email = await newCustomer(page);
  // Checkout needs a login, and comes back after it.
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login');
  await logIn(page, email);
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await addToCart(page, PHYSICAL);
  await addToCart(page, DIGITAL);

  // The drawer: a dialog with the two lines; Escape gives focus back to the cart icon.
  const icon = cartIcon(page, 2);
  await press(icon);
  const drawer = page.getByRole('dialog', { name: 'My Cart (2)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(PHYSICAL.title)).toBeVisible();
  await expect(drawer.getByText(DIGITAL.title)).toBeVisible();
  // Plus and minus keep the keyboard focus while the change is in flight and after it.
  // The dialog's name follows the count, so the buttons are found in whichever dialog is open.
  const reflector = page.getByRole('dialog').getByRole('group', { name: `Quantity of ${PHYSICAL.title}` });
  const plus = reflector.getByRole('button', { name: 'Increase quantity' });
  const minus = reflector.getByRole('button', { name: 'Decrease quantity' });
  await press(plus);
  await expect(page.getByRole('dialog', { name: 'My Cart (3)' })).toBeVisible();
  await expect(plus).toBeFocused();
  await press(minus);
  await expect(drawer).toBeVisible();
  await expect(minus).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(icon).toBeFocused();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart Items (2)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await press(icon);
  await press(page.getByRole('dialog', { name: 'My Cart (2)' }).getByRole('link', { name: 'Checkout' }));
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A new Lagos address, through the shared dialog.
  await press(page.getByRole('button', { name: 'Add New Address' }));
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await typeInto(dialog.getByRole('textbox', { name: 'Address label (e.g. Home, Office)' }), 'Home');
  await typeInto(dialog.getByRole('textbox', { name: 'Full name' }), 'Bola Ade');
  await typeInto(dialog.getByRole('textbox', { name: 'Address', exact: true }), '12 Allen Avenue');
  await typeInto(dialog.getByRole('textbox', { name: 'City' }), 'Ikeja');
  await typeInto(dialog.getByRole('combobox', { name: 'State' }), 'Lagos');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await typeInto(dialog.getByRole('textbox', { name: 'Zip code' }), '100271');
  await typeInto(dialog.getByRole('textbox', { name: 'Phone number' }), '0803 555 0101');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();

  // Premium to Lagos: ₦4,000, shown before paying.
  await press(page.getByRole('radio', { name: /^Premium Delivery/ }), 'Space');
  await expect(page.getByRole('radio', { name: /^Premium Delivery – ₦4,000/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Shipping', { exact: true }).locator('..')).toContainText('₦4,000');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await press(summary.getByRole('button', { name: /^Pay ₦/ }));
  await payInSandbox(page, 'approve');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  // The spec's text once on screen (the toast): an exact, strict lookup finds one element.
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(cartIcon(page, 0)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // /payment without a current order (the paid one is forgotten) says so.
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'No order to pay' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A declined payment: the failure screen, and the order stays unpaid.
  await addToCart(page, DIGITAL);
  await page.goto('/checkout');
  // A course alone needs no delivery: no address to choose.
  await expect(page.getByText('No delivery needed: your downloads are in My Orders once the payment is received.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Home/ })).toHaveCount(0);
  await press(page.getByRole('button', { name: /^Pay ₦/ }));
  await payInSandbox(page, 'decline');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment could not be processed.' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const reference = new URL(page.url()).searchParams.get('reference') ?? new URL(page.url()).searchParams.get('trxref');
  const status = await page.request.get(`/api/v1/payment/status/${reference}`, { headers });
  const { orderId } = ((await status.json()) as { data: { orderId: string } }).data;
  // Try Again pays this same order again (e2e/failed-payment.spec.ts follows it through).
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', `/payment?order=${orderId}`);
  const order = await page.request.get(`/api/v1/order/${orderId}`, { headers });
  expect(((await order.json()) as { order: { paymentStatus: string } }).order.paymentStatus).not.toBe('paid');
  await expect(cartIcon(page, 1)).toBeVisible();
});
