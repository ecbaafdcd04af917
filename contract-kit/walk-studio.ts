import type { ContractClient } from './client.ts';
import { expect, flow, PASSWORD, tokenFromOutbox, type Session, type WalkOptions } from './walk.ts';
import { walkBookingServices } from './walk-studio-bookings.ts';
import { walkInboxAndNewsletter } from './walk-studio-inbox.ts';
import { walkStudioBlog } from './walk-studio-blog.ts';

/**
 * The studio's flow: the operator's key names an owner, who sets a password through the mailed
 * link, logs in, reads the dashboard, invites and revokes a staff member, reads the orders, hides and shows a review,
 * reads the low-stock list, a product's stock history, adjusts a stock up and back, uploads a picture
 * to a product, makes it the cover, orders and deletes it, is refused a file that is no PDF or ZIP, reads the
 * customers and one customer's page, works the inbox and the newsletter's subscribers, edits a booking
 * service and writes it back, walks the catalogue on one fixed category and one fixed archived product
 * that every run reuses (see walkCatalogue), writes a draft post of the blog (kept a draft, in a
 * category named 'Kit notes ...'), and reads the audit log; a
 * customer's token is refused. Needs --studio-key and --outbox-dir.
 */
export async function walkStudio(client: ContractClient, options: WalkOptions, customer: Session | null): Promise<void> {
  const { studioKey, outboxDir } = options;
  if (!studioKey || !outboxDir) {
    client.report.notWalked.push('the studio (owner, staff, audit log): give --studio-key KEY and --outbox-dir DIR');
    return;
  }
  await flow(client, 'studio', async () => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const ownerEmail = `kit.owner.${stamp}@example.ng`;
    expect(
      client,
      'createStudioOwner',
      await client.call('POST', '/studio/owners', { token: studioKey, body: { email: ownerEmail, name: 'Kit Owner' } }),
      201,
      'name an owner with the operator key',
    );
    const link = await tokenFromOutbox(outboxDir, ownerEmail, 'reset-password');
    if (!link) {
      client.report.record('createStudioOwner', `no /reset-password/{token} link mailed to ${ownerEmail} in ${outboxDir}`);
      return;
    }
    expect(
      client,
      'resetPassword',
      await client.call('POST', '/user/reset-password', { body: { token: link, newPassword: PASSWORD, confirmPassword: PASSWORD } }),
      200,
      'set the owner’s password through the link',
    );
    const login = expect(
      client,
      'loginUser',
      await client.call('POST', '/user/login', { body: { email: ownerEmail, password: PASSWORD } }),
      200,
      'log in as the owner',
    );
    const token = login.token as string;
    expect(client, 'listStudioOrders', await client.call('GET', '/studio/orders', { token }), 200, 'the owner reads the orders');
    expect(client, 'getStudioDashboard', await client.call('GET', '/studio/dashboard', { token }), 200, 'the owner reads the dashboard');
    const invited = expect(
      client,
      'inviteStudioStaff',
      await client.call('POST', '/studio/staff', { token, body: { email: `kit.staff.${stamp}@example.ng`, name: 'Kit Staff' } }),
      201,
      'invite a staff member',
    );
    expect(client, 'listStudioStaff', await client.call('GET', '/studio/staff', { token }), 200, 'list the team');
    expect(
      client,
      'revokeStudioStaff',
      await client.call('DELETE', `/studio/staff/${invited.member._id as string}`, { token }),
      200,
      'revoke the staff member',
    );
    const reviews = expect(client, 'listStudioReviews', await client.call('GET', '/studio/reviews', { token }), 200, 'list the reviews');
    const review = (reviews.reviews as { _id: string; hidden: boolean }[]).find((candidate) => !candidate.hidden);
    if (review) {
      for (const body of [{ hidden: true, reason: 'Conformance kit' }, { hidden: false }]) {
        expect(
          client,
          'setStudioReviewVisibility',
          await client.call('POST', `/studio/reviews/${review._id}/visibility`, { token, body }),
          200,
          body.hidden ? 'hide a review' : 'show it again',
        );
      }
    } else {
      client.report.notWalked.push('hiding a review: the backend has no visible review');
    }
    await walkStock(client, token);
    await walkPictures(client, token);
    await walkGallery(client, token, stamp);
    await walkCustomers(client, token);
    await walkInboxAndNewsletter(client, token, outboxDir, stamp);
    await walkBookingServices(client, token);
    await walkCatalogue(client, token);
    await walkStudioBlog(client, token, stamp);
    expect(client, 'listStudioAudit', await client.call('GET', '/studio/audit', { token }), 200, 'read the audit log');
    if (customer) {
      expect(
        client,
        'listStudioOrders',
        await client.call('GET', '/studio/orders', { token: customer.token }),
        403,
        'a customer is refused the studio',
      );
    }
  });
}

/** The low-stock list, a search, one product's history and an adjustment up and back (the backend's stock is left as it was). */
async function walkStock(client: ContractClient, token: string): Promise<void> {
  expect(client, 'listStudioStock', await client.call('GET', '/studio/stock', { token }), 200, 'read the low-stock list');
  const found = expect(
    client,
    'listStudioStock',
    await client.call('GET', '/studio/stock', { token, query: { search: 'a' } }),
    200,
    'search the stock',
  );
  const item = (found.items as { productId: string; variantId: string | null }[] | undefined)?.[0];
  if (!item) {
    client.report.notWalked.push('a stock adjustment: the backend has no product whose title holds an a');
    return;
  }
  const path = `/studio/products/${encodeURIComponent(item.productId)}/stock`;
  expect(client, 'getStudioProductStock', await client.call('GET', path, { token }), 200, 'read a product’s stock history');
  const variant = item.variantId ? { variantId: item.variantId } : {};
  for (const [reason, delta] of [
    ['received', 1],
    ['correction', -1],
  ] as const) {
    expect(
      client,
      'adjustStudioStock',
      await client.call('POST', path, { token, body: { ...variant, reason, delta, note: 'Conformance kit' } }),
      200,
      `adjust the stock by ${delta}`,
    );
  }
}

/** The customers and the first one's page. */
async function walkCustomers(client: ContractClient, token: string): Promise<void> {
  const list = expect(client, 'listStudioCustomers', await client.call('GET', '/studio/customers', { token }), 200, 'list the customers');
  const first = (list.customers as { _id: string }[] | undefined)?.[0];
  if (!first) {
    client.report.notWalked.push('a customer’s page: the backend has no customer');
    return;
  }
  expect(
    client,
    'getStudioCustomer',
    await client.call('GET', `/studio/customers/${encodeURIComponent(first._id)}`, { token }),
    200,
    'read a customer’s page',
  );
}

/** The kit's one category and one product: found and reused on every run, so repeated runs leave nothing new behind. */
export const KIT_CATEGORY = 'Conformance kit category';
const KIT_CATEGORY_RENAMED = 'Conformance kit category (renamed)';
export const KIT_SKU = 'CONFORMANCE-KIT';

interface KitProduct {
  readonly _id: string;
  readonly sku: string;
  readonly variants: readonly { readonly _id: string; readonly color: string | null }[];
}

/**
 * The catalogue, on one fixed category and one fixed product (the contract has no call that deletes
 * either: products are never deleted, only archived, and categories are kept): the category
 * 'Conformance kit category', inside the first other category, is made on the first run and found
 * again after, then renamed and named back; the product with SKU CONFORMANCE-KIT (two variants) is
 * made on the first run and archived at once, so the shop never lists it; later runs find it among
 * the archived and check that a second product with its SKU is refused (409). Each run then reads
 * and changes it, adds a third variant, changes and removes it, and archives and restores one.
 */
async function walkCatalogue(client: ContractClient, token: string): Promise<void> {
  const categories = expect(
    client,
    'listStudioCategories',
    await client.call('GET', '/studio/categories', { token }),
    200,
    'list the categories',
  ).categories as { _id: string; title: string }[] | undefined;
  const isKits = (category: { title: string }) => category.title === KIT_CATEGORY || category.title === KIT_CATEGORY_RENAMED;
  const top = categories?.find((category) => !isKits(category));
  if (!top) {
    client.report.notWalked.push('the catalogue: the backend has no category');
    return;
  }
  const category =
    categories?.find(isKits) ??
    (expect(
      client,
      'createStudioCategory',
      await client.call('POST', '/studio/categories', { token, body: { title: KIT_CATEGORY, parentId: top._id } }),
      201,
      'add the kit’s category inside another (first run)',
    ).category as { _id: string } | undefined);
  if (!category) return;
  for (const title of [KIT_CATEGORY_RENAMED, KIT_CATEGORY]) {
    expect(
      client,
      'updateStudioCategory',
      await client.call('PUT', `/studio/categories/${encodeURIComponent(category._id)}`, { token, body: { title, parentId: top._id } }),
      200,
      title === KIT_CATEGORY ? 'name the category back' : 'rename the category',
    );
  }
  const fields = {
    title: 'Conformance kit product',
    description: 'Made by the conformance kit, archived at once and reused by every run.',
    sku: KIT_SKU,
    brand: 'Kit',
    categoryId: category._id,
    productType: 'physical',
    price: 1000,
    discount: 0,
    bestseller: false,
    preorderAllowed: false,
    features: [],
    tags: ['kit'],
  };
  const variants = [
    { color: 'Black', price: 1000, stock: 0 },
    { color: 'White', price: 1000, stock: 0 },
  ];
  const found = expect(
    client,
    'listStudioProducts',
    await client.call('GET', '/studio/products', { token, query: { search: KIT_SKU, status: 'all' } }),
    200,
    'look for the kit’s product',
  ).products as { _id: string; sku: string }[] | undefined;
  const kept = found?.find((product) => product.sku === KIT_SKU);
  let product: KitProduct | undefined;
  if (kept) {
    expect(
      client,
      'createStudioProduct',
      await client.call('POST', '/studio/products', { token, body: { ...fields, variants } }),
      409,
      'a second product with the kit’s SKU is refused',
    );
    product = expect(
      client,
      'getStudioProduct',
      await client.call('GET', `/studio/products/${encodeURIComponent(kept._id)}`, { token }),
      200,
      'read the kit’s product',
    ).product as KitProduct | undefined;
  } else {
    product = expect(
      client,
      'createStudioProduct',
      await client.call('POST', '/studio/products', { token, body: { ...fields, variants } }),
      201,
      'add the kit’s product with two variants (first run)',
    ).product as KitProduct | undefined;
  }
  if (!product) return;
  const path = `/studio/products/${encodeURIComponent(product._id)}`;
  // Archived at once (again, on a later run): the shop never lists it while the walk goes on.
  expect(
    client,
    'setStudioProductArchived',
    await client.call('POST', `${path}/archive`, { token, body: { archived: true } }),
    200,
    'archive the product',
  );
  expect(
    client,
    'listStudioProducts',
    await client.call('GET', '/studio/products', { token, query: { search: KIT_SKU, status: 'archived' } }),
    200,
    'find it among the archived',
  );
  expect(client, 'getStudioProduct', await client.call('GET', path, { token }), 200, 'read the product');
  for (const price of [1200, 1000]) {
    expect(client, 'updateStudioProduct', await client.call('PUT', path, { token, body: { ...fields, price } }), 200, `price it ${price}`);
  }
  // A third variant left by a run that stopped half-way goes first, so this one can be added again.
  for (const left of product.variants.filter((variant) => variant.color === 'Red' || variant.color === 'Crimson')) {
    expect(
      client,
      'removeStudioVariant',
      await client.call('DELETE', `${path}/variants/${encodeURIComponent(left._id)}`, { token }),
      200,
      'remove a variant an earlier run left',
    );
  }
  const added = expect(
    client,
    'createStudioVariant',
    await client.call('POST', `${path}/variants`, { token, body: { color: 'Red', price: 1000, stock: 0 } }),
    201,
    'add a third variant',
  ).product as KitProduct | undefined;
  const red = added?.variants.find((variant) => variant.color === 'Red');
  if (red) {
    const variantPath = `${path}/variants/${encodeURIComponent(red._id)}`;
    expect(
      client,
      'updateStudioVariant',
      await client.call('PUT', variantPath, { token, body: { color: 'Crimson', price: 1100 } }),
      200,
      'change the variant',
    );
    expect(client, 'removeStudioVariant', await client.call('DELETE', variantPath, { token }), 200, 'remove the variant');
  }
  const first = product.variants.find((variant) => variant.color === 'Black') ?? product.variants[0];
  if (first) {
    for (const archived of [true, false]) {
      expect(
        client,
        'setStudioVariantArchived',
        await client.call('POST', `${path}/variants/${encodeURIComponent(first._id)}/archive`, { token, body: { archived } }),
        200,
        archived ? 'archive a variant' : 'offer it again',
      );
    }
  }
}

// A 1 x 1 PNG: the smallest picture the studio accepts.
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * A picture uploaded to Human Stories (answered 202 while it is processed), given a title, the
 * gallery put in the order it had, then the picture deleted with its files; a text named .jpg is refused.
 */
async function walkGallery(client: ContractClient, token: string, stamp: string): Promise<void> {
  const listed = expect(
    client,
    'listStudioGallery',
    await client.call('GET', '/studio/gallery', { token, query: { galleryType: 'humanstories' } }),
    200,
    'list Human Stories',
  );
  const form = new FormData();
  form.set('picture', new Blob([TINY_PNG], { type: 'image/png' }), 'kit.png');
  form.set('galleryType', 'humanstories');
  const uploaded = expect(
    client,
    'uploadStudioGalleryPicture',
    await client.call('POST', '/studio/gallery', { token, form }),
    202,
    'upload a picture to Human Stories',
  );
  const text = new FormData();
  text.set('picture', new Blob([new TextEncoder().encode('not a picture at all')], { type: 'image/jpeg' }), 'notes.jpg');
  text.set('galleryType', 'humanstories');
  expect(
    client,
    'uploadStudioGalleryPicture',
    await client.call('POST', '/studio/gallery', { token, form: text }),
    422,
    'a text named .jpg is refused',
  );
  const mine = (uploaded.image as { _id?: string } | undefined)?._id;
  if (!mine) return;
  expect(
    client,
    'updateStudioGalleryPicture',
    await client.call('PATCH', `/studio/gallery/${mine}`, { token, body: { title: `Conformance kit ${stamp}`, photographer: 'Kit' } }),
    200,
    'give it a title',
  );
  const before = ((listed.images as { _id: string }[] | undefined) ?? []).map((image) => image._id);
  expect(
    client,
    'reorderStudioGallery',
    await client.call('PUT', '/studio/gallery/order', { token, body: { galleryType: 'humanstories', imageIds: [mine, ...before] } }),
    200,
    'keep the gallery’s order',
  );
  expect(client, 'deleteStudioGalleryPicture', await client.call('DELETE', `/studio/gallery/${mine}`, { token }), 200, 'delete it');
}

/**
 * A picture uploaded to the first product of the stock list, listed, made the cover, ordered and
 * deleted (the backend's pictures are left as they were); a text sent as a digital file is refused.
 */
async function walkPictures(client: ContractClient, token: string): Promise<void> {
  const stock = expect(
    client,
    'listStudioStock',
    await client.call('GET', '/studio/stock', { token, query: { search: 'a' } }),
    200,
    'find a product',
  );
  const item = (stock.items as { productId: string }[] | undefined)?.[0];
  if (!item) {
    client.report.notWalked.push('a picture upload: the backend has no product whose title holds an a');
    return;
  }
  const path = `/studio/products/${encodeURIComponent(item.productId)}`;
  const form = new FormData();
  form.set('picture', new Blob([TINY_PNG], { type: 'image/png' }), 'kit.png');
  const uploaded = expect(
    client,
    'uploadStudioProductPicture',
    await client.call('POST', `${path}/pictures`, { token, form }),
    201,
    'upload a picture',
  );
  const pictures = (uploaded.pictures as { _id: string }[] | undefined) ?? [];
  const mine = pictures.at(-1)?._id;
  expect(client, 'listStudioProductPictures', await client.call('GET', `${path}/pictures`, { token }), 200, 'list the product’s pictures');
  if (mine) {
    expect(
      client,
      'setStudioProductCover',
      await client.call('POST', `${path}/pictures/${mine}/cover`, { token }),
      200,
      'make it the cover',
    );
    const order = [...pictures.map((picture) => picture._id).filter((id) => id !== mine), mine];
    expect(
      client,
      'reorderStudioProductPictures',
      await client.call('PUT', `${path}/pictures/order`, { token, body: { pictureIds: order } }),
      200,
      'put it last again',
    );
    expect(client, 'deleteStudioProductPicture', await client.call('DELETE', `${path}/pictures/${mine}`, { token }), 200, 'delete it');
  }
  expect(
    client,
    'uploadStudioDigitalFile',
    await client.call('PUT', `${path}/file`, {
      token,
      query: { fileName: 'notes.pdf' },
      bytes: new TextEncoder().encode('not a pdf at all'),
    }),
    422,
    'a file that is no PDF or ZIP is refused',
  );
}
