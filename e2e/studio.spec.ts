import { expect, test, type Browser } from '@playwright/test';
import { newestMailMentioning } from './support/outbox.ts';
import { createOwner, setPasswordAndLogIn } from './support/studio.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page.ts';
import { decideInSandbox, newCustomerWithAddress, PASSWORD } from './support/shopper.ts';

// The studio's back office: the owner made from the command line sets a password through the
// mailed link and lands on /studio, invites a staff member, who moves a shopper's paid order on
// from the order table, at 360 px too; axe finds nothing on any studio screen.

const PRODUCT = 'reflector-5-in-1';
const ADDRESS = {
  fullName: 'Bola Ade',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100271',
  phone: '0803 555 0101',
};

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ng`;

/** A shopper's order of one reflector, paid on the sandbox page; its number. */
async function paidOrder(browser: Browser): Promise<{ email: string; orderNumber: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await newCustomerWithAddress(page);
  const login = await page.request.post('/api/v1/user/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v1/order/create', {
    headers,
    data: {
      items: [{ productId: PRODUCT, quantity: 1 }],
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      paymentMethod: 'paystack',
      shippingMethod: 'standard',
    },
  });
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as { order: { _id: string; orderNumber: string } };
  const init = await page.request.post('/api/v1/payment/initialize', {
    headers,
    data: { orderId: order._id, callbackUrl: `${test.info().project.use.baseURL ?? ''}/payment/status` },
  });
  expect(init.ok()).toBe(true);
  const { data } = (await init.json()) as { data: { authorization_url: string; reference: string } };
  await page.goto(data.authorization_url);
  await decideInSandbox(page, 'Pay');
  // The shopper's status page verifies with the browser's login; this one was made through the API.
  const verified = await page.request.get(`/api/v1/payment/verify/${data.reference}`, { headers });
  expect(verified.ok()).toBe(true);
  await context.close();
  return { email, orderNumber: order.orderNumber };
}

test('the owner starts the studio from the command line, invites staff, and staff ship a paid order (axe 0, 360 px)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = unique('owner');
  expect(createOwner(ownerEmail)).toContain(`${ownerEmail} is the owner; a link to set the password was mailed.`);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page);

  // The owner invites a staff member.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  // Other journeys on this server have owners of the same name: this owner's row, by its email.
  await expect(page.getByRole('cell', { name: ownerEmail }).filter({ hasText: /^Tola Owner/ })).toBeVisible();
  const staffEmail = unique('staff');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Sade Staff');
  await page.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('cell', { name: /^Sade Staff/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sade Staff/ })).toContainText('Invited (no password yet)');
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Invited staff.*${staffEmail}`) })).toBeVisible();
  await expectNoAxeViolations(page);

  // A review hidden with a reason leaves the product's page.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expectNoAxeViolations(page);
  const review = page.getByRole('article').first();
  const comment = (await review.locator('p').nth(1).textContent()) ?? '';
  const productHref = (await review.getByRole('link').getAttribute('href')) ?? '';
  await review.getByRole('button', { name: 'Hide…' }).click();
  await review.getByRole('button', { name: 'Hide review' }).click();
  await expect(review.getByText('Please give a reason for hiding the review')).toBeVisible();
  await review.getByRole('textbox', { name: 'Why hide it?' }).fill('Insults another customer');
  await review.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Hidden: Insults another customer')).toBeVisible();
  await page.goto(productHref);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(comment, { exact: true })).toHaveCount(0);

  // A shopper pays an order; the staff member, signed in on the normal login page, ships it.
  const { email: shopperEmail, orderNumber } = await paidOrder(browser);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordAndLogIn(staff, staffEmail, 'Set your password for Oju Studio');
  await expect(staff.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await staff.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(shopperEmail);
  const row = staff.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toBeVisible();
  await expect(staff.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Confirmed');
  await expectNoAxeViolations(staff);

  // The orders screen on a phone.
  await staff.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(staff);
  await expectNoAxeViolations(staff);
  await staff.getByRole('link', { name: orderNumber }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoSidewaysScroll(staff);
  await staff.getByRole('combobox', { name: 'Next status' }).selectOption('shipped');
  await staff.getByRole('textbox', { name: 'Note for the customer (optional)' }).fill('Sent with GIG Logistics, tracking GIG-55120');
  await staff.getByRole('button', { name: 'Update status' }).click();
  await expect(staff.getByText(`Order ${orderNumber} is now shipped`).first()).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Status history' })).toContainText('Sent with GIG Logistics, tracking GIG-55120');
  await expectNoAxeViolations(staff);
  const mail = await newestMailMentioning(shopperEmail, `Order ${orderNumber}: Shipped`);
  expect(mail.text).toContain('Sent with GIG Logistics, tracking GIG-55120');

  await staff.getByRole('link', { name: 'Packing slip' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Oju Studio · Packing slip ${orderNumber}` })).toBeVisible();
  await expect(staff.getByRole('cell', { name: '5-in-1 Collapsible Reflector 110cm' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staffContext.close();
});

test('a customer who opens /studio is told it is for the studio’s staff', async ({ page }) => {
  const email = await newCustomerWithAddress(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.goto('/studio/orders');
  await expect(page.getByRole('alert')).toContainText("Only the studio's staff can do this");
  await expectNoAxeViolations(page);
});

test('staff restock a product with a reason: it leaves the low-stock list and its history says who, why and how many (axe 0)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = unique('stock-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Low stock (5 or fewer)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The clamps are counted again: 2 are left, so they show as low.
  const title = 'Super Clamp with Spigot, 2-pack';
  await page.getByRole('searchbox', { name: 'Search products by title or SKU' }).fill('super clamp');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('row', { name: new RegExp(title) });
  await expect(found).toBeVisible();
  const counted = Number.parseInt((await found.getByRole('cell').nth(1).textContent()) ?? '', 10);
  await found.getByRole('button', { name: `Adjust stock of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust stock: ${title}` });
  await dialog.getByRole('textbox', { name: 'Units (+ to add, - to remove)' }).fill(String(2 - counted));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason for the stock change');
  await dialog.getByRole('radio', { name: 'Correction' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Show low stock' }).click();
  const low = page.getByRole('row', { name: new RegExp(title) });
  await expect(low).toContainText('2 (low)');

  // Ten arrive: received, with a note.
  await low.getByRole('button', { name: `Adjust stock of ${title}` }).click();
  await dialog.getByRole('radio', { name: 'Received' }).check();
  await dialog.getByRole('textbox', { name: 'Units (+ to add, - to remove)' }).fill('+10');
  await expect(dialog.getByText('12 in stock after')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Delivery from Lagos');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock +10: 12 in stock').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its history says it, newest first.
  await page.getByRole('searchbox', { name: 'Search products by title or SKU' }).fill('super clamp');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Stock history of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Stock history: ${title}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Received');
  await expect(rows.nth(1)).toContainText('+10');
  await expect(rows.nth(1)).toContainText('Delivery from Lagos');
  await expect(rows.nth(1)).toContainText('Tola Owner');
  await expect(rows.nth(2)).toContainText('Correction');
  await expect(rows.last()).toContainText('Opening stock');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);

  // The owner's audit log has the restock, before and after.
  await page.goto('/studio/audit');
  await expect(page.getByRole('row', { name: new RegExp(`Adjusted stock.*${title}.*stock: 2.*stock: 12`) })).toBeVisible();
});

test('staff find a customer by email and read their orders and addresses, read-only (axe 0, 360 px)', async ({ page }) => {
  test.setTimeout(240_000);
  const ownerEmail = unique('customers-owner');
  createOwner(ownerEmail);
  await setPasswordAndLogIn(page, ownerEmail, 'Set your password for Oju Studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('demo@studio-shop.local');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  // Found by email: the account journeys running beside this one may rename the demo customer.
  const row = page.getByRole('row', { name: /demo@studio-shop\.local/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  const customer = row.getByRole('link');
  const name = ((await customer.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await customer.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' })).toBeVisible();
  // Read-only: nothing on the page changes the customer.
  await expect(page.getByRole('main').getByRole('button', { name: /save|delete|edit/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
