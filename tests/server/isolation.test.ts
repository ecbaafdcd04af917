import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameOf } from '../../contract-kit/contract-checker.ts';
import { bearerOperations, concretePath, studioOperations } from '../../contract-kit/negatives.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { GOOD_PASSWORD, signedInCustomer } from './support/accounts-helpers.ts';
import { OYO_ADDRESS, payOrder, placeOrder } from './support/purchase-helpers.ts';
import { startTestServer, type ApiResponse, type TestServer } from './support/test-server.ts';

/** Customer A's things, which customer B tries to reach with A's ids. */
interface Victim {
  token: string;
  addressId: string;
  cartKey: string;
  orderId: string;
  reference: string;
  grantId: string;
  collectionId: string;
}

type Attack = (server: TestServer, victim: Victim, attacker: string) => Promise<ApiResponse>;

/**
 * One row per operation a customer's token opens (bearerAuth in openapi.yaml). A row either sends
 * A's id with B's token and expects 404 (or 403), or says why the call cannot name another's data:
 * it acts only on the caller's own account, found from the token.
 */
const ROWS: Record<string, Attack | { ownAccountOnly: string }> = {
  updateAddress: (s, v, t) => s.api('PUT', `/user/address/${v.addressId}`, { token: t, body: { label: 'Taken', ...OYO_ADDRESS } }),
  deleteAddress: (s, v, t) => s.api('DELETE', `/user/address/${v.addressId}`, { token: t }),
  updateCartQuantity: (s, v, t) => s.api('PUT', '/user/cart/quantity', { token: t, body: { cartKey: v.cartKey, quantity: 3 } }),
  removeFromCart: (s, v, t) => s.api('POST', '/user/cart/remove', { token: t, body: { cartKey: v.cartKey } }),
  getOrder: (s, v, t) => s.api('GET', `/order/${v.orderId}`, { token: t }),
  cancelOrder: (s, v, t) => s.api('POST', `/order/${v.orderId}/cancel`, { token: t, body: { reason: 'Not mine' } }),
  initializePayment: (s, v, t) =>
    s.api('POST', '/payment/initialize', { token: t, body: { orderId: v.orderId, callbackUrl: 'http://shop.test/payment/status' } }),
  verifyPayment: (s, v, t) => s.api('GET', `/payment/verify/${v.reference}`, { token: t }),
  getPaymentStatus: (s, v, t) => s.api('GET', `/payment/status/${v.reference}`, { token: t }),
  downloadDigitalProduct: (s, v, t) => s.api('POST', `/user/digital-products/${v.grantId}/download`, { token: t }),
  addImageToCollection: (s, v, t) => s.api('POST', `/collections/${v.collectionId}/images`, { token: t, body: { imageId: 'okada-rain' } }),
  logoutUser: { ownAccountOnly: 'ends the session of the token sent' },
  getMe: { ownAccountOnly: "reads the token's own account" },
  updateProfile: { ownAccountOnly: "changes the token's own account" },
  changePassword: { ownAccountOnly: "changes the token's own password" },
  updatePreferences: { ownAccountOnly: "changes the token's own preferences" },
  uploadProfileImage: { ownAccountOnly: "changes the token's own picture" },
  removeProfileImage: { ownAccountOnly: "changes the token's own picture" },
  addAddress: { ownAccountOnly: "adds to the token's own address book" },
  addToWishlist: { ownAccountOnly: "adds to the token's own wishlist" },
  removeFromWishlist: { ownAccountOnly: "takes a product id off the token's own wishlist" },
  getCart: { ownAccountOnly: "reads the token's own cart" },
  addToCart: { ownAccountOnly: "adds to the token's own cart" },
  createOrder: { ownAccountOnly: "orders for the token's own account" },
  listMyOrders: { ownAccountOnly: "lists the token's own orders" },
  createReview: { ownAccountOnly: "reviews as the token's own account, from its own delivered orders" },
  listDigitalProducts: { ownAccountOnly: "lists the token's own grants" },
  trackRecentlyViewed: { ownAccountOnly: "records into the token's own history" },
  trackProductView: { ownAccountOnly: 'counts a view of a public product' },
  listGalleryImages: { ownAccountOnly: "public images; the token only marks the caller's own likes" },
  getGalleryImage: { ownAccountOnly: "a public image; the token only marks the caller's own like" },
  downloadGalleryImage: { ownAccountOnly: 'a public image' },
  toggleGalleryImageLike: { ownAccountOnly: "toggles the token's own like" },
  listCollections: { ownAccountOnly: "lists the token's own collections" },
  createCollection: { ownAccountOnly: "creates in the token's own account" },
};

describe('nobody sees or changes another customer’s data', () => {
  let server: TestServer;
  let victim: Victim;
  let attacker: string;

  beforeAll(async () => {
    server = await startTestServer();
    const a = await signedInCustomer(server, 'Ada Victim');
    const token = a.token;
    const address = await server.api('POST', '/user/address', { token, body: { label: 'Home', ...OYO_ADDRESS } });
    const [physical] = await server.db.query<{ id: string }>(
      "select id from products where product_type = 'physical' and stock > 5 and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 1",
    );
    const [digital] = await server.db.query<{ id: string }>(
      "select id from products where product_type = 'digital' and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 1",
    );
    if (!physical || !digital) throw new Error('the demo shop has no simple physical and digital product');
    const cart = await server.api('POST', '/user/cart/add', { token, body: { productId: physical.id, quantity: 1 } });
    const order = await placeOrder(server, token, [{ productId: physical.id, quantity: 1 }]);
    const paid = await placeOrder(server, token, [{ productId: digital.id, quantity: 1 }]);
    const reference = await payOrder(server, token, paid._id);
    const grants = await server.api('GET', '/user/digital-products', { token });
    const collection = await server.api('POST', '/collections', { token, body: { name: 'Private' } });
    victim = {
      token,
      addressId: address.body.addresses?.at(-1)?._id ?? address.body.address?._id,
      cartKey: cart.body.cartItems[0].key,
      orderId: order._id,
      reference,
      grantId: grants.body.digitalProducts[0]._id,
      collectionId: collection.body._id,
    };
    ({ token: attacker } = await signedInCustomer(server, 'Bayo Attacker'));
  });

  afterAll(() => server.close());

  async function victimsData() {
    const { token } = victim;
    const read = async (path: string) => (await server.api('GET', path, { token })).body;
    return {
      me: await read('/user/me'),
      cart: await read('/user/cart'),
      orders: await read('/order/my-orders'),
      grants: await read('/user/digital-products'),
      collections: await read('/collections'),
    };
  }

  it('has a row for every operation a customer token opens in openapi.yaml', () => {
    const missing = bearerOperations()
      .map(nameOf)
      .filter((name) => !(name in ROWS));
    expect(missing, 'add a row to ROWS for each new operation that reads or changes a customer’s data').toEqual([]);
  });

  it('answers 404 or 403 to customer B with customer A’s ids, and A’s data stays as it was', async () => {
    expect(
      Object.values(victim).every((value) => typeof value === 'string' && value.length > 0),
      JSON.stringify(victim),
    ).toBe(true);
    const before = await victimsData();
    const answers: Record<string, number> = {};
    for (const [operation, row] of Object.entries(ROWS)) {
      if (typeof row === 'function') answers[operation] = (await row(server, victim, attacker)).status;
    }
    expect(Object.keys(answers)).toHaveLength(11);
    for (const [operation, status] of Object.entries(answers)) expect([403, 404], operation).toContain(status);
    expect(await victimsData()).toEqual(before);
  });

  it('keeps A signed in with A’s own password after B’s attempts', async () => {
    const me = await server.api('GET', '/user/me', { token: victim.token });
    expect(me.status).toBe(200);
    const login = await server.api('POST', '/user/login', { body: { email: me.body.user.email, password: GOOD_PASSWORD } });
    expect(login.status).toBe(200);
  });
});

describe('the studio’s operations refuse customers and strangers', () => {
  let server: TestServer;
  const key = 'isolation-studio-key-0123456789abcdef';

  beforeAll(async () => {
    server = await startTestServer({ purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: key } });
  });

  afterAll(() => server.close());

  it('answers 401 without a token and 403 to a customer’s, on every studio operation, before reading the request', async () => {
    const { token } = await signedInCustomer(server, 'Curious Customer');
    const studio = studioOperations();
    expect(studio.map(nameOf).sort()).toEqual(
      [
        'createStudioOwner',
        'exportStudioOrders',
        'getStudioOrder',
        'inviteStudioStaff',
        'listStudioAudit',
        'listStudioOrders',
        'listStudioReviews',
        'listStudioStaff',
        'moveStudioOrder',
        'collectStudioOrder',
        'refundStudioOrder',
        'getStudioDashboard',
        'revokeStudioStaff',
        'setStudioReviewVisibility',
        'listStudioBlogPosts',
        'createStudioBlogPost',
        'getStudioBlogPost',
        'updateStudioBlogPost',
        'previewStudioBlogPost',
        'uploadStudioBlogPicture',
        'listStudioBlogCategories',
        'createStudioBlogCategory',
        'renameStudioBlogCategory',
        'listStudioStock',
        'getStudioProductStock',
        'adjustStudioStock',
        'listStudioCustomers',
        'getStudioCustomer',
        'listStudioInbox',
        'getStudioInboxMessage',
        'setStudioInboxHandled',
        'listStudioBookingServices',
        'updateStudioBookingService',
        'uploadStudioBookingServicePicture',
        'listStudioSubscribers',
        'exportStudioSubscribers',
        'unsubscribeStudioSubscriber',
        'listStudioProducts',
        'createStudioProduct',
        'getStudioProduct',
        'updateStudioProduct',
        'setStudioProductArchived',
        'createStudioVariant',
        'updateStudioVariant',
        'removeStudioVariant',
        'setStudioVariantArchived',
        'listStudioCategories',
        'createStudioCategory',
        'updateStudioCategory',
        'listStudioProductPictures',
        'uploadStudioProductPicture',
        'reorderStudioProductPictures',
        'setStudioProductCover',
        'deleteStudioProductPicture',
        'uploadStudioDigitalFile',
        'listStudioGallery',
        'uploadStudioGalleryPicture',
        'updateStudioGalleryPicture',
        'reorderStudioGallery',
        'deleteStudioGalleryPicture',
      ].sort(),
    );
    for (const operation of studio) {
      const path = concretePath(operation);
      // An empty body: a refusal that came from validation would be a 400, not the role check's 403.
      const body = operation.method === 'GET' ? {} : { body: {} };
      const none = await server.api(operation.method, path, body);
      expect(none.status, `${nameOf(operation)} without a token`).toBe(401);
      const customer = await server.api(operation.method, path, { token, ...body });
      expect(customer.status, `${nameOf(operation)} with a customer token`).toBe(403);
      expect(customer.body.message, nameOf(operation)).toMatch(/^Only the studio's (staff|operator key) can do this$/);
    }
    // Nothing changed: the customer is no staff member, and the log is empty.
    expect((await server.api('GET', '/user/me', { token })).body.user.role).toBe('customer');
    const [audit] = await server.db.query<{ n: number }>('select count(*)::int as n from studio_audit');
    expect(audit?.n).toBe(0);
  });
});
