import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { galleryImages } from '../../../src/machines/shop/product-selection.ts';
import { black, gray, product, wishlistEntry, withVariants } from './fixtures.ts';
import { added, child, idleCart, idleHeart, inWishlist, ready, start } from './product-support.ts';

describe('productDetailMachine', () => {
  it('loads the product, its first image, the similar products (first four) and tracks the view', async () => {
    const similar = [1, 2, 3, 4, 5].map((n) => product({ _id: `sim-${n}` }));
    const { actor, calls } = start({ similar: async () => similar });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded', tracking: 'done' } }));
    expect(snapshot.context.product?._id).toBe('prod-muslin');
    expect(snapshot.context.selectedImage).toBe('/images/muslin.jpg');
    expect(snapshot.context.quantity).toBe(1);
    expect(snapshot.context.tab).toBe('description');
    expect(snapshot.context.similar.map((p) => p._id)).toEqual(['sim-1', 'sim-2', 'sim-3', 'sim-4']);
    expect(calls.tracked).toBe(1);
  });

  it('shows not-found when the product is missing or fails', async () => {
    const { actor } = start({ product: () => Promise.reject({ _tag: 'NotFound', message: 'Product not found' }) });
    await waitFor(actor, (s) => s.matches('notFound'));
  });

  it('stays quiet when tracking or similar products fail', async () => {
    const { actor, emitted } = start({ track: () => Promise.reject(new Error('401')), similar: () => Promise.reject(new Error('down')) });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { similar: 'unavailable', tracking: 'done' } }));
    expect(snapshot.context.similar).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('selects a variant (image follows), asks the server, and deselects on a second choice', async () => {
    const { actor, calls } = await ready({
      product: async () => withVariants,
      lookup: async (attributes) => ({
        success: true,
        filteredVariants: attributes.color ? [gray] : [gray, black],
        exactMatch: attributes.color === 'Gray' ? { ...gray, stock: 2 } : null,
      }),
    });
    expect(actor.getSnapshot().context.selectedVariant).toBeNull();

    actor.send({ type: 'variant.select', variantId: 'var-gray' });
    expect(actor.getSnapshot().context.selection).toEqual({ color: 'Gray', size: '3x6m' });
    expect(actor.getSnapshot().context.selectedImage).toBe('/images/muslin-gray.jpg');
    let snapshot = await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(calls.lookups).toEqual([{ color: 'Gray', size: '3x6m' }]);
    // The server's live stock wins.
    expect(snapshot.context.selectedVariant?.stock).toBe(2);

    actor.send({ type: 'variant.select', variantId: 'var-gray' });
    snapshot = await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(snapshot.context.selection).toEqual({});
    expect(snapshot.context.selectedVariant).toBeNull();
    expect(snapshot.context.selectedImage).toBe('/images/muslin.jpg');
  });

  it('selects automatically when the lookup leaves exactly one variant', async () => {
    const { actor } = await ready({
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [black], exactMatch: null }),
    });
    actor.send({ type: 'variant.attribute', attribute: 'color', value: 'Black' });
    expect(actor.getSnapshot().context.selection).toEqual({ color: 'Black' });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(snapshot.context.selectedVariant?._id).toBe('var-black');
    expect(snapshot.context.selectedImage).toBe('/images/muslin-black.jpg');
  });

  it('keeps the local match when the lookup fails', async () => {
    const { actor } = await ready({ product: async () => withVariants, lookup: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'variant.select', variantId: 'var-black' });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    expect(snapshot.context.selectedVariant?._id).toBe('var-black');
  });

  it('auto-selects the only variant of a product on load', async () => {
    const { actor } = await ready({ product: async () => product({ hasVariants: true, variants: [gray] }) });
    expect(actor.getSnapshot().context.selectedVariant?._id).toBe('var-gray');
    expect(actor.getSnapshot().context.selectedImage).toBe('/images/muslin-gray.jpg');
  });

  it('lets a thumbnail choose the image', async () => {
    const { actor } = await ready();
    actor.send({ type: 'image.select', image: '/images/muslin-2.jpg' });
    expect(actor.getSnapshot().context.selectedImage).toBe('/images/muslin-2.jpg');
  });

  it('clamps the quantity to 1..stock, a non-number reading 1', async () => {
    const { actor } = await ready({ product: async () => product({ stock: 3 }) });
    actor.send({ type: 'quantity.decrement' });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'quantity.set', value: '10' });
    expect(actor.getSnapshot().context.quantity).toBe(3);
    actor.send({ type: 'quantity.increment' });
    expect(actor.getSnapshot().context.quantity).toBe(3);
    actor.send({ type: 'quantity.decrement' });
    expect(actor.getSnapshot().context.quantity).toBe(2);
    actor.send({ type: 'quantity.set', value: 'abc' });
    expect(actor.getSnapshot().context.quantity).toBe(1);
  });

  it('offers the pre-order box only when nothing is in stock and pre-order is allowed; a pre-order caps at 99', async () => {
    const inStock = await ready();
    inStock.actor.send({ type: 'preorder.toggle' });
    expect(inStock.actor.getSnapshot().context.preorder).toBe(false);

    const { actor } = await ready({ product: async () => product({ stock: 0 }) });
    actor.send({ type: 'preorder.toggle' });
    expect(actor.getSnapshot().context.preorder).toBe(true);
    actor.send({ type: 'quantity.set', value: 150 });
    expect(actor.getSnapshot().context.quantity).toBe(99);
    actor.send({ type: 'preorder.toggle' });
    expect(actor.getSnapshot().context.preorder).toBe(false);

    const soldOut = await ready({ product: async () => product({ stock: 0, preorder: { allowed: false } }) });
    soldOut.actor.send({ type: 'preorder.toggle' });
    expect(soldOut.actor.getSnapshot().context.preorder).toBe(false);
  });

  it('adds to the cart, toasts success and asks the session to reload the cart', async () => {
    const { actor, calls, emitted } = await ready();
    actor.send({ type: 'quantity.set', value: 2 });
    actor.send({ type: 'cart.add' });
    // The stock is checked first, then the line goes to the cart.
    expect(actor.getSnapshot().matches({ ready: { stock: 'checking' } })).toBe(true);
    await waitFor(child(actor, 'addToCart'), (s) => s.matches('adding'));
    await idleCart(actor);
    expect(calls.stockChecks).toEqual([{ productId: 'prod-muslin', quantity: 2, variantId: null }]);
    expect(calls.lines).toEqual([{ productId: 'prod-muslin', quantity: 2, variantId: null, selectedAttributes: {}, isPreorder: false }]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Item added to cart' }, { type: 'cart.changed' }]);
  });

  it('checks the chosen variant before adding; a shortfall adds nothing, says how many are left and shows the stock as it is now', async () => {
    const { actor, calls, emitted } = await ready({
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [gray], exactMatch: { ...gray, stock: 8 } }),
      stock: async (question) => ({
        success: true,
        available: false,
        availableStock: 2,
        requestedQuantity: question.quantity,
        canPreorder: false,
      }),
    });
    actor.send({ type: 'variant.select', variantId: 'var-gray' });
    await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    actor.send({ type: 'quantity.set', value: 6 });
    actor.send({ type: 'cart.add' });
    // A second press while checking is the same add.
    actor.send({ type: 'cart.add' });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: { stock: 'idle' } }));
    expect(calls.stockChecks).toEqual([{ productId: 'prod-muslin', quantity: 6, variantId: 'var-gray' }]);
    expect(calls.lines).toEqual([]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Only 2 items available' }]);
    expect(snapshot.context.selectedVariant).toEqual({ ...gray, stock: 2 });
    // Only the chosen variant's stock changes.
    expect(snapshot.context.product?.variants).toEqual([{ ...gray, stock: 2 }, black]);
    expect(snapshot.context.quantity).toBe(2);
  });

  it('adds all the same when the stock cannot be checked: the cart refuses a shortage itself', async () => {
    const { actor, calls, emitted } = await ready({ stock: () => Promise.reject({ _tag: 'Network', cause: new Error('offline') }) });
    actor.send({ type: 'cart.add' });
    await idleCart(actor);
    expect(calls.lines).toHaveLength(1);
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Item added to cart' }, { type: 'cart.changed' }]);
  });

  it('sends the chosen variant and its attributes', async () => {
    const { actor, calls } = await ready({
      product: async () => withVariants,
      lookup: async () => ({ success: true, filteredVariants: [gray], exactMatch: gray }),
    });
    actor.send({ type: 'variant.select', variantId: 'var-gray' });
    await waitFor(actor, (s) => s.matches({ ready: { variants: 'idle' } }));
    actor.send({ type: 'cart.add' });
    await idleCart(actor);
    expect(calls.lines[0]).toEqual({
      productId: 'prod-muslin',
      quantity: 1,
      variantId: 'var-gray',
      selectedAttributes: { color: 'Gray', size: '3x6m' },
      isPreorder: false,
    });
  });

  it('refuses without options when there is more than one variant', async () => {
    const { actor, calls, emitted } = await ready({ product: async () => withVariants });
    actor.send({ type: 'cart.add' });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please select product options' }]);
    expect(calls.lines).toEqual([]);
  });

  it('refuses a guest (the session has no token) and asks for the login page', async () => {
    const { actor, calls, emitted } = await ready({ token: null });
    actor.send({ type: 'cart.add' });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to add items to cart' }, { type: 'loginRequired' }]);
    expect(calls.lines).toEqual([]);
    expect(calls.stockChecks).toEqual([]);
  });

  it('does nothing for a sold-out product', async () => {
    const { actor, calls, emitted } = await ready({ product: async () => product({ stock: 0, preorder: { allowed: false } }) });
    actor.send({ type: 'cart.add' });
    expect(actor.getSnapshot().children.addToCart?.getSnapshot().matches('idle')).toBe(true);
    expect(calls.lines).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('pre-orders with the pre-order toasts', async () => {
    const { actor, calls, emitted } = await ready({
      product: async () => product({ stock: 0 }),
      addToCart: async () => ({ ...added, inventoryStatus: { type: 'preorder', availableStock: 0, preorderQuantity: 1 } }),
    });
    actor.send({ type: 'preorder.toggle' });
    actor.send({ type: 'cart.add' });
    await idleCart(actor);
    expect(calls.lines[0]?.isPreorder).toBe(true);
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Pre-order item added to cart' },
      { type: 'toast', kind: 'info', message: 'Pre-order item added. Estimated delivery: 7-14 days' },
      { type: 'cart.changed' },
    ]);
  });

  it('shows a stock refusal as the server wrote it, without rewriting it from availableStock', async () => {
    const { actor, emitted } = await ready({
      addToCart: () => Promise.reject({ _tag: 'Rejected', status: 409, message: 'Not enough stock', availableStock: 3 }),
    });
    actor.send({ type: 'cart.add' });
    await idleCart(actor);
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Not enough stock' }]);
  });

  it("shows the server's message, else 'Could not add to cart', and nothing on a 401", async () => {
    const first = await ready({ addToCart: () => Promise.reject({ _tag: 'Rejected', status: 400, message: 'Product is not available' }) });
    first.actor.send({ type: 'cart.add' });
    await idleCart(first.actor);
    expect(first.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Product is not available' }]);

    const second = await ready({ addToCart: () => Promise.reject({ _tag: 'Network', cause: new Error('offline') }) });
    second.actor.send({ type: 'cart.add' });
    await idleCart(second.actor);
    expect(second.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Could not add to cart' }]);

    const third = await ready({ addToCart: () => Promise.reject({ _tag: 'Unauthorized', message: 'Session expired' }) });
    third.actor.send({ type: 'cart.add' });
    await idleCart(third.actor);
    expect(third.emitted).toEqual([]);
  });

  it('quick-adds a similar product, one unit, as a pre-order when it has no stock', async () => {
    const similar = [
      product({ _id: 'sim-1' }),
      product({ _id: 'sim-2', stock: 0 }),
      product({ _id: 'sim-3', hasVariants: true, variants: [gray, black] }),
    ];
    const { actor, calls, emitted } = start({ similar: async () => similar });
    await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded' } }));
    actor.send({ type: 'similar.add', productId: 'sim-1' });
    await idleCart(actor);
    actor.send({ type: 'similar.add', productId: 'sim-2' });
    await idleCart(actor);
    actor.send({ type: 'similar.add', productId: 'sim-3' });
    actor.send({ type: 'similar.add', productId: 'not-shown' });
    expect(calls.lines).toEqual([
      { productId: 'sim-1', quantity: 1, variantId: null, selectedAttributes: {}, isPreorder: false },
      { productId: 'sim-2', quantity: 1, variantId: null, selectedAttributes: {}, isPreorder: true },
    ]);
    expect(emitted.slice(-1)).toEqual([{ type: 'toast', kind: 'error', message: 'Please select product options' }]);
  });

  it('asks a guest to log in for a quick add, and sends no view tracking for a guest', async () => {
    const { actor, calls, emitted } = start({ token: null, similar: async () => [product({ _id: 'sim-1' })] });
    await waitFor(actor, (s) => s.matches({ ready: { similar: 'loaded', tracking: 'done' } }));
    actor.send({ type: 'similar.add', productId: 'sim-1' });
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Please log in to add items to cart' }, { type: 'loginRequired' }]);
    expect(calls.lines).toEqual([]);
    expect(calls.tracked).toBe(0);
  });

  it('toggles the wishlist heart with the chosen variant: add, then remove', async () => {
    const { actor, calls, emitted } = await ready({
      saveWishlist: async (change) => (change.action === 'add' ? [wishlistEntry('prod-muslin')] : []),
    });
    expect(inWishlist(actor)).toBe(false);
    actor.send({ type: 'wishlist.toggle' });
    await idleHeart(actor);
    expect(inWishlist(actor)).toBe(true);
    actor.send({ type: 'wishlist.toggle' });
    await idleHeart(actor);
    expect(inWishlist(actor)).toBe(false);
    expect(calls.wishlist).toEqual([
      { action: 'add', productId: 'prod-muslin', variantId: null, selectedAttributes: {} },
      { action: 'remove', productId: 'prod-muslin', variantId: null, selectedAttributes: {} },
    ]);
    expect(emitted).toEqual([
      { type: 'toast', kind: 'success', message: 'Added to wishlist' },
      { type: 'user.changed' },
      { type: 'toast', kind: 'success', message: 'Removed from wishlist' },
      { type: 'user.changed' },
    ]);
  });

  it("tells a guest the product page's wishlist error and info, and reports failures", async () => {
    const guest = await ready({ token: null });
    guest.actor.send({ type: 'wishlist.toggle' });
    expect(guest.emitted).toEqual([
      { type: 'toast', kind: 'error', message: 'Please login to add to wishlist' },
      { type: 'toast', kind: 'info', message: 'Please login to add items to wishlist' },
    ]);
    expect(guest.calls.wishlist).toEqual([]);

    const failing = await ready({ saveWishlist: () => Promise.reject({ _tag: 'Network', cause: null }) });
    failing.actor.send({ type: 'wishlist.toggle' });
    await idleHeart(failing.actor);
    expect(failing.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to add to wishlist' }]);
    expect(inWishlist(failing.actor)).toBe(false);
  });

  it('switches tabs and the variant list view', async () => {
    const { actor } = await ready({ product: async () => withVariants });
    actor.send({ type: 'tab.select', tab: 'reviews' });
    actor.send({ type: 'variants.toggleShowAll' });
    actor.send({ type: 'variants.view', view: 'list' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'reviews', showAllVariants: true, variantView: 'list' });
  });

  it('builds the gallery from the variant images first, without repeats', () => {
    expect(galleryImages(withVariants, gray)).toEqual(['/images/muslin-gray.jpg', '/images/muslin.jpg', '/images/muslin-2.jpg']);
    expect(galleryImages(product({ images: [], image: '/only.jpg' }), null)).toEqual(['/only.jpg']);
    expect(galleryImages(product({ images: [], image: null }), null)).toEqual([]);
  });
});
