import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Answer } from './contract-checker.ts';
import type { ContractClient } from './client.ts';

// The walk reads answers loosely: the contract check has already vouched for their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = any;

export interface WalkOptions {
  /** Where the backend writes mails as JSON files ({ to, text }): the verification hook. */
  readonly outboxDir?: string;
  /** The operator's key, to move an order to delivered before reviewing it. */
  readonly studioKey?: string;
  /** The site's public origin, when it is not the base URL: payment callbacks must point at it. */
  readonly siteUrl?: string;
}

export interface Session {
  readonly token: string;
  readonly email: string;
}

export const PASSWORD = 'Kit-Pass-2026';
const ADDRESS = {
  fullName: 'Kit Customer',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
  email: 'kit.customer@example.ng',
};

/** A failed expectation in a walk: recorded against the operation, and the flow stops there. */
class Stop extends Error {}

export function expect(client: ContractClient, operation: string, answer: Answer, status: number, what: string): Json {
  if (answer.status === status) return answer.body;
  client.report.record(operation, `${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
  throw new Stop(what);
}

/** The newest verification token mailed to `email`, from the outbox folder. */
export async function tokenFromOutbox(folder: string, email: string, route: string): Promise<string | null> {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { to?: string; text?: string };
    if (mail.to?.toLowerCase() !== email.toLowerCase()) continue;
    const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

/** register, verify through the outbox, log in. null when the backend gives the kit no way to verify. */
export async function signUp(client: ContractClient, options: WalkOptions, label: string): Promise<Session | null> {
  const email = `kit.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.ng`;
  const registered = await client.call('POST', '/user/register', {
    body: { name: `Kit ${label}`, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(client, 'registerUser', registered, 201, 'register');
  if (!options.outboxDir) {
    client.report.notWalked.push('verify, log in and every signed-in flow: give --outbox-dir DIR (where the backend writes mails as JSON)');
    return null;
  }
  const token = await tokenFromOutbox(options.outboxDir, email, 'verify-email');
  if (!token) {
    client.report.record('verifyEmail', `no /verify-email/{token} link mailed to ${email} in ${options.outboxDir}`);
    return null;
  }
  expect(client, 'verifyEmail', await client.call('GET', `/user/verify-email/${token}`), 200, 'verify the mailed link');
  const login = expect(
    client,
    'loginUser',
    await client.call('POST', '/user/login', { body: { email, password: PASSWORD } }),
    200,
    'log in',
  );
  return { token: login.token as string, email };
}

async function findProduct(client: ContractClient, wanted: (product: Json) => boolean): Promise<Json | null> {
  for (let page = 1; page <= 10; page++) {
    const list = expect(
      client,
      'listProducts',
      await client.call('GET', '/product/list', { query: { page: String(page) } }),
      200,
      'list products',
    );
    const found = (list.products as Json[]).find(wanted);
    if (found) return found;
    if (!list.pagination?.hasNextPage && page >= (list.pagination?.totalPages ?? 1)) return null;
  }
  return null;
}

/** An order of one unit; a digital product alone is ordered as the shop does, with no address and no shipping method. */
async function placeOrder(client: ContractClient, session: Session, productId: string, delivery = true): Promise<Json> {
  const items = [{ productId, quantity: 1 }];
  const body = delivery
    ? { items, shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethod: 'paystack', shippingMethod: 'standard' }
    : { items, paymentMethod: 'paystack' };
  return expect(client, 'createOrder', await client.call('POST', '/order/create', { token: session.token, body }), 201, 'create an order')
    .order;
}

/** Pays an order on the sandbox page, as the shopper's browser would (a card's Pay, or USSD), and verifies it. */
async function payInSandbox(
  client: ContractClient,
  session: Session,
  orderId: string,
  siteUrl: string,
  decision: 'pay' | 'ussd' = 'pay',
): Promise<void> {
  const callbackUrl = `${siteUrl}/payment/status`;
  const init = expect(
    client,
    'initializePayment',
    await client.call('POST', '/payment/initialize', { token: session.token, body: { orderId, callbackUrl } }),
    200,
    'initialize a payment',
  );
  const reference = init.data.reference as string;
  if (!String(init.data.authorization_url).includes(`/payment/sandbox/${reference}`)) {
    client.report.notWalked.push(`pay: the authorization URL is a real provider's (${init.data.authorization_url}), not the sandbox page`);
    throw new Stop('not a sandbox');
  }
  expect(client, 'showSandboxPayment', await client.call('GET', `/payment/sandbox/${reference}`), 200, 'open the sandbox page');
  expect(
    client,
    'decideSandboxPayment',
    await client.call('POST', `/payment/sandbox/${reference}`, { query: { decision } }),
    303,
    decision === 'pay' ? 'press Pay' : 'approve the USSD payment',
  );
  const verified = expect(
    client,
    'verifyPayment',
    await client.call('GET', `/payment/verify/${reference}`, { token: session.token }),
    200,
    'verify the payment',
  );
  if (verified.data?.status !== 'success')
    client.report.record('verifyPayment', `a paid sandbox payment verified as ${JSON.stringify(verified.data?.status)}`);
  expect(
    client,
    'getPaymentStatus',
    await client.call('GET', `/payment/status/${reference}`, { token: session.token }),
    200,
    'read the payment status',
  );
}

/** Runs one flow; a Stop ends that flow only, recorded where it happened. */
export async function flow(client: ContractClient, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Stop) return;
    client.report.record(`flow: ${name}`, `threw ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The documented flows, as far as the backend implements them: anonymous browsing, then a customer
 * who signs up, fills the cart and wishlist, orders, pays in the sandbox, cancels, reviews and downloads.
 * Returns the customer, for the negative checks that need a valid token.
 */
export async function walk(client: ContractClient, options: WalkOptions): Promise<Session | null> {
  let product: Json = null;
  await flow(client, 'browse', async () => {
    expect(client, 'getHealth', await client.call('GET', '/health'), 200, 'health');
    expect(client, 'getReadiness', await client.call('GET', '/health/ready'), 200, 'readiness');
    expect(client, 'listCategories', await client.call('GET', '/category'), 200, 'categories');
    expect(client, 'listFeaturedCategories', await client.call('GET', '/category/featured'), 200, 'featured categories');
    expect(client, 'listBrands', await client.call('GET', '/product/brands'), 200, 'brands');
    product = await findProduct(client, (p) => !p.isDigital && !p.hasVariants && p.stock >= 3);
    if (!product) {
      client.report.notWalked.push('cart and order: the catalogue has no physical product without variants and with 3 or more in stock');
      return;
    }
    expect(client, 'getProduct', await client.call('GET', `/product/single/${product._id}`), 200, 'open a product');
    expect(client, 'listSimilarProducts', await client.call('GET', `/product/similar/${product._id}`), 200, 'similar products');
    expect(client, 'getProductVariants', await client.call('GET', `/product/variants/${product._id}`), 200, 'variants');
    expect(
      client,
      'checkAvailability',
      await client.call('GET', `/product/check-availability/${product._id}`, { query: { quantity: '1' } }),
      200,
      'availability',
    );
    expect(client, 'getProduct', await client.call('GET', '/product/single/000000000000000000000000'), 404, 'an unknown product');
  });

  let session: Session | null = null;
  await flow(client, 'account', async () => {
    session = await signUp(client, options, 'walk');
    if (!session) return;
    const { token } = session;
    expect(client, 'getMe', await client.call('GET', '/user/me', { token }), 200, 'read me');
    expect(
      client,
      'updateProfile',
      await client.call('PUT', '/user/profile', { token, body: { name: 'Kit Walker' } }),
      200,
      'update the profile',
    );
    const address = expect(
      client,
      'addAddress',
      await client.call('POST', '/user/address', { token, body: { label: 'Home', ...ADDRESS } }),
      201,
      'add an address',
    );
    const addressId = (address.addresses ?? address.user?.addresses ?? []).at(-1)?._id ?? address.address?._id;
    if (addressId)
      expect(client, 'deleteAddress', await client.call('DELETE', `/user/address/${addressId}`, { token }), 200, 'delete the address');
  });
  if (!session) return null;
  const customer: Session = session;

  if (product) {
    const productId = (product as Json)._id as string;
    await flow(client, 'cart and wishlist', async () => {
      const { token } = customer;
      expect(
        client,
        'addToCart',
        await client.call('POST', '/user/cart/add', { token, body: { productId, quantity: 1 } }),
        200,
        'add to cart',
      );
      expect(client, 'getCart', await client.call('GET', '/user/cart', { token }), 200, 'read the cart');
      expect(
        client,
        'addToWishlist',
        await client.call('POST', '/user/wishlist/add', { token, body: { productId } }),
        200,
        'add to wishlist',
      );
      expect(
        client,
        'removeFromWishlist',
        await client.call('POST', '/user/wishlist/remove', { token, body: { productId } }),
        200,
        'remove from wishlist',
      );
    });
    await flow(client, 'order, pay, cancel, review', async () => {
      const { token } = customer;
      const paid = await placeOrder(client, customer, productId);
      await payInSandbox(client, customer, paid._id, options.siteUrl ?? client.baseUrl);
      expect(client, 'listMyOrders', await client.call('GET', '/order/my-orders', { token }), 200, 'my orders');
      expect(client, 'getOrder', await client.call('GET', `/order/${paid._id}`, { token }), 200, 'one order');
      const second = await placeOrder(client, customer, productId);
      expect(
        client,
        'cancelOrder',
        await client.call('POST', `/order/${second._id}/cancel`, { token, body: { reason: 'Changed my mind' } }),
        200,
        'cancel an order',
      );
      const review = { productId, orderId: paid._id, rating: 5, comment: 'Sturdy and exactly as described.' };
      if (!options.studioKey) {
        expect(
          client,
          'createReview',
          await client.call('POST', '/product/review', { token, body: review }),
          422,
          'review before delivery',
        );
        client.report.notWalked.push('a review of a delivered order: give --studio-key KEY so the kit can move the order to delivered');
        return;
      }
      for (const status of ['shipped', 'delivered']) {
        const moved = await client.call('POST', `/studio/orders/${paid.orderNumber}/status`, {
          token: options.studioKey,
          body: { status, note: 'conformance kit' },
        });
        expect(client, 'moveStudioOrder', moved, 200, `move the order to ${status}`);
      }
      expect(
        client,
        'createReview',
        await client.call('POST', '/product/review', { token, body: review }),
        201,
        'review a delivered order',
      );
      expect(client, 'createReview', await client.call('POST', '/product/review', { token, body: review }), 400, 'review it twice');
      const refunds = `/studio/orders/${paid.orderNumber}/refunds`;
      const refund = (amount: number, as: string) =>
        client.call('POST', refunds, { token: as, body: { kind: 'amount', amount, reason: 'conformance kit' } });
      expect(client, 'refundStudioOrder', await refund(1, token), 403, 'a customer refunds their own order');
      expect(client, 'refundStudioOrder', await refund(1, options.studioKey), 201, 'refund ₦1 of the delivered order');
      expect(client, 'refundStudioOrder', await refund(1_000_000_000, options.studioKey), 422, 'refund more than is left');
    });
    await flow(client, 'pay at the studio on collection', async () => {
      const { token } = customer;
      const items = [{ productId, quantity: 1 }];
      const pickup = { items, shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethod: 'pay_at_pickup', shippingMethod: 'pickup' };
      expect(
        client,
        'createOrder',
        await client.call('POST', '/order/create', { token, body: { ...pickup, shippingMethod: 'standard' } }),
        400,
        'pay at the studio with delivery',
      );
      const order = expect(
        client,
        'createOrder',
        await client.call('POST', '/order/create', { token, body: pickup }),
        201,
        'pay at the studio',
      ).order as Json;
      const held = order.status === 'confirmed' && order.paymentStatus === 'pending' && typeof order.pickupHoldUntil === 'string';
      client.report.record(
        'createOrder',
        held ? null : `pay at the studio: confirmed, unpaid and held, got ${JSON.stringify(order).slice(0, 120)}`,
      );
      const path = `/studio/orders/${order.orderNumber}/collect`;
      expect(
        client,
        'collectStudioOrder',
        await client.call('POST', path, { token, body: { paidWith: 'cash' } }),
        403,
        'a customer marks it collected',
      );
      if (!options.studioKey) {
        client.report.notWalked.push('marking an order paid at the studio as collected: give --studio-key KEY');
        return;
      }
      expect(
        client,
        'collectStudioOrder',
        await client.call('POST', path, { token: options.studioKey, body: { paidWith: 'pos' } }),
        200,
        'mark it paid and collected',
      );
      expect(
        client,
        'collectStudioOrder',
        await client.call('POST', path, { token: options.studioKey, body: { paidWith: 'pos' } }),
        422,
        'collect it twice',
      );
    });
  }

  await flow(client, 'digital download', async () => {
    const digital = await findProduct(client, (p) => p.isDigital && !p.hasVariants);
    if (!digital) {
      client.report.notWalked.push('download: the catalogue has no digital product without variants');
      return;
    }
    const { token } = customer;
    const order = await placeOrder(client, customer, digital._id, false);
    if (order.shippingMethod !== null || order.shippingAddress !== null || order.shipping?.cost !== 0)
      client.report.record('createOrder', 'an order of a digital product alone kept a delivery or charged shipping');
    await payInSandbox(client, customer, order._id, options.siteUrl ?? client.baseUrl, 'ussd');
    const list = expect(client, 'listDigitalProducts', await client.call('GET', '/user/digital-products', { token }), 200, 'my downloads');
    const grant = (list.digitalProducts as Json[]).find((g) => g.productId === digital._id);
    if (!grant) {
      client.report.record('listDigitalProducts', 'a paid digital order made no download grant');
      return;
    }
    const link = expect(
      client,
      'downloadDigitalProduct',
      await client.call('POST', `/user/digital-products/${grant._id}/download`, { token }),
      200,
      'use a download',
    );
    const url = new URL(link.downloadUrl as string, client.baseUrl);
    const file = await client.send('GET', url.href);
    client.report.record('getDownloadFile', file.status === 200 ? null : `the signed download URL answered ${file.status}`);
  });
  return customer;
}
