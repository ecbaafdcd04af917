import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The contract against the specification's call tables (their lists of API calls).

interface Operation {
  readonly operationId?: string;
  readonly security?: ReadonlyArray<Readonly<Record<string, ReadonlyArray<string>>>>;
  readonly responses?: Readonly<Record<string, unknown>>;
}

const contract: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } } = parse(
  readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'),
);

function operation(method: string, path: string): Operation | undefined {
  return contract.paths[path]?.[method];
}

// Every row of both API call tables, as the contract spells the path (relative to /api/v1;
// the spec's GET /collections/ is the canonical /collections).
const customerCalls = [
  ['get', '/user/me'],
  ['put', '/user/profile'],
  ['put', '/user/change-password'],
  ['put', '/user/preferences'],
  ['post', '/user/profile-image'],
  ['delete', '/user/profile-image'],
  ['post', '/user/address'],
  ['put', '/user/address/{id}'],
  ['delete', '/user/address/{id}'],
  ['post', '/user/wishlist/add'],
  ['post', '/user/wishlist/remove'],
  ['get', '/user/cart'],
  ['post', '/user/cart/add'],
  ['put', '/user/cart/quantity'],
  ['post', '/user/cart/remove'],
  ['post', '/order/create'],
  ['get', '/order/my-orders'],
  ['get', '/order/{id}'],
  ['post', '/order/{id}/cancel'],
  ['post', '/payment/initialize'],
  ['get', '/payment/verify/{ref}'],
  ['get', '/payment/status/{ref}'],
  ['post', '/product/review'],
  ['post', '/user/recently-viewed'],
  ['get', '/user/digital-products'],
  ['post', '/user/digital-products/{id}/download'],
  ['get', '/gallery/{id}/download'],
  ['post', '/gallery/images/{id}/like'],
  ['get', '/collections'],
  ['post', '/collections'],
  ['post', '/collections/{collectionId}/images'],
  ['post', '/product/view/{id}'],
  ['post', '/user/logout'],
] as const;

const publicCalls = [
  ['post', '/user/register'],
  ['post', '/user/login'],
  ['post', '/user/resend-verification'],
  ['get', '/user/verify-email/{token}'],
  ['post', '/user/forgot-password'],
  ['get', '/user/verify-reset-token/{token}'],
  ['post', '/user/reset-password'],
  ['get', '/product/list'],
  ['get', '/product/single/{id}'],
  ['get', '/product/similar/{id}'],
  ['get', '/product/variants/{id}'],
  ['get', '/product/check-availability/{id}'],
  ['get', '/product/category/{category}'],
  ['get', '/category'],
  ['get', '/category/featured'],
  ['get', '/category/{slug}'],
  ['post', '/contact/submit'],
  ['get', '/blog/posts'],
  ['get', '/blog/categories'],
  ['get', '/blog/posts/{slug}'],
  ['get', '/health'],
  ['get', '/health/ready'],
  ['get', '/product/brands'],
  ['post', '/newsletter/subscribe'],
  ['post', '/newsletter/confirm'],
  ['post', '/newsletter/unsubscribe/{token}'],
  ['get', '/bookings/services'],
] as const;

// The site's own calls that are not the browser app's: the sandbox payment page, signed download
// links, the payment provider's webhook and the studio's operator calls.
const siteCalls = [
  ['get', '/payment/sandbox/{ref}'],
  ['post', '/payment/sandbox/{ref}'],
  ['get', '/files/{grantId}'],
] as const;

/** Signed by the payment provider, not by a bearer token: a bad signature is a 401. */
const signedCalls = [['post', '/payment/webhook']] as const;

/** The studio's calls: a staff member's session or the operator's key, never a customer's token. */
const studioCalls = [
  ['get', '/studio/orders'],
  ['get', '/studio/orders/export'],
  ['get', '/studio/orders/{orderNumber}'],
  ['post', '/studio/orders/{orderNumber}/status'],
  ['post', '/studio/orders/{orderNumber}/collect'],
  ['post', '/studio/orders/{orderNumber}/refunds'],
  ['get', '/studio/dashboard'],
  ['get', '/studio/reviews'],
  ['get', '/studio/blog/posts'],
  ['post', '/studio/blog/posts'],
  ['get', '/studio/blog/posts/{postId}'],
  ['put', '/studio/blog/posts/{postId}'],
  ['post', '/studio/blog/preview'],
  ['post', '/studio/blog/pictures'],
  ['get', '/studio/blog/categories'],
  ['post', '/studio/blog/categories'],
  ['put', '/studio/blog/categories/{categoryId}'],
  ['post', '/studio/reviews/{id}/visibility'],
  ['get', '/studio/staff'],
  ['post', '/studio/staff'],
  ['delete', '/studio/staff/{id}'],
  ['get', '/studio/audit'],
  ['get', '/studio/stock'],
  ['get', '/studio/products/{productId}/stock'],
  ['post', '/studio/products/{productId}/stock'],
  ['get', '/studio/products/{productId}/pictures'],
  ['post', '/studio/products/{productId}/pictures'],
  ['put', '/studio/products/{productId}/pictures/order'],
  ['post', '/studio/products/{productId}/pictures/{pictureId}/cover'],
  ['delete', '/studio/products/{productId}/pictures/{pictureId}'],
  ['put', '/studio/products/{productId}/file'],
  ['get', '/studio/gallery'],
  ['post', '/studio/gallery'],
  ['put', '/studio/gallery/order'],
  ['patch', '/studio/gallery/{imageId}'],
  ['delete', '/studio/gallery/{imageId}'],
  ['get', '/studio/customers'],
  ['get', '/studio/customers/{id}'],
  ['get', '/studio/inbox'],
  ['get', '/studio/inbox/{referenceId}'],
  ['post', '/studio/inbox/{referenceId}/handled'],
  ['get', '/studio/booking-services'],
  ['put', '/studio/booking-services/{serviceId}'],
  ['put', '/studio/booking-services/{serviceId}/picture'],
  ['get', '/studio/newsletter'],
  ['get', '/studio/newsletter/export'],
  ['post', '/studio/newsletter/unsubscribe'],
  ['get', '/studio/products'],
  ['post', '/studio/products'],
  ['get', '/studio/products/{productId}'],
  ['put', '/studio/products/{productId}'],
  ['post', '/studio/products/{productId}/archive'],
  ['post', '/studio/products/{productId}/variants'],
  ['put', '/studio/products/{productId}/variants/{variantId}'],
  ['delete', '/studio/products/{productId}/variants/{variantId}'],
  ['post', '/studio/products/{productId}/variants/{variantId}/archive'],
  ['get', '/studio/categories'],
  ['post', '/studio/categories'],
  ['put', '/studio/categories/{categoryId}'],
] as const;

/** Only the operator's key, which only the machine's operator can read: naming the first owner. */
const operatorCalls = [['post', '/studio/owners']] as const;

const optionalAuthCalls = [
  ['get', '/gallery'],
  ['get', '/gallery/{id}'],
] as const;

describe('openapi.yaml against the specification', () => {
  it("has exactly the calls of both API call tables, the unnamed ones the app needs, and the site's own", () => {
    const listed = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
        .map((method) => `${method} ${path}`),
    );
    const expected = [
      ...customerCalls,
      ...publicCalls,
      ...optionalAuthCalls,
      ...siteCalls,
      ...signedCalls,
      ...studioCalls,
      ...operatorCalls,
    ].map(([method, path]) => `${method} ${path}`);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it.each(customerCalls)('%s %s needs the bearer token and documents 401', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op?.responses ?? {})).toContain('401');
  });

  it.each(publicCalls)('%s %s is public and never answers 401', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([]);
    expect(Object.keys(op?.responses ?? {})).not.toContain('401');
  });

  it.each(siteCalls)('%s %s is public: the reference or the link signature is what it checks', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([]);
    expect(Object.keys(op?.responses ?? {})).not.toContain('401');
  });

  it.each(signedCalls)('%s %s needs no token but answers 401 to a bad signature', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([]);
    expect(Object.keys(op?.responses ?? {})).toContain('401');
  });

  it.each(studioCalls)('%s %s needs a staff session or the studio key, and documents 401 and 403', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([{ staffSession: [] }, { studioKey: [] }]);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it.each(operatorCalls)('%s %s needs the studio key alone, and documents 401 and 403', (method, path) => {
    const op = operation(method, path);
    expect(op?.security).toEqual([{ studioKey: [] }]);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it.each(optionalAuthCalls)('%s %s takes an optional token', (method, path) => {
    expect(operation(method, path)?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('names every entity of the specification as a component schema', () => {
    const entities = [
      'Product',
      'Variant',
      'Category',
      'Pagination',
      'Review',
      'CartItem',
      'WishlistEntry',
      'Address',
      'Order',
      'OrderItem',
      'StatusHistoryEntry',
      'DigitalProductGrant',
      'PaymentStatusResult',
      'User',
      'Preferences',
      'GalleryImage',
      'Collection',
      'BlogPost',
      'BlogCategory',
      'ContactMessage',
      'OrderStatus',
      'PaymentStatus',
      'ItemStatus',
      'SortOption',
      'Gender',
      'GalleryType',
      'ShippingMethod',
    ];
    expect(entities.filter((name) => !(name in contract.components.schemas))).toEqual([]);
  });
});

describe('src/api/models.ts', () => {
  it('names every component schema of the contract', () => {
    const models = readFileSync(new URL('../../src/api/models.ts', import.meta.url), 'utf8');
    const missing = Object.keys(contract.components.schemas).filter(
      (name) => !models.includes(`export type ${name} = Schemas['${name}'];`),
    );
    expect(missing).toEqual([]);
  });
});
